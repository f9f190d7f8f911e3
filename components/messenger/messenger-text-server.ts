import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { voiceCallText } from '@/components/voice-call/voice-call-text-server';
import { type MessengerText, messengerTextKeys } from './messenger-text';

/** Messages `Messenger` for the client components, translated on the server (no ICU in the browser). */
export async function messengerText(locale: Locale): Promise<MessengerText> {
  const t = await getTranslations({ locale, namespace: 'Messenger' });
  const plain = Object.fromEntries(messengerTextKeys.map((key) => [key, t.raw(key) as string]));
  const content = await getTranslations({ locale, namespace: 'MessengerContent' });
  return {
    ...(plain as Record<(typeof messengerTextKeys)[number], string>),
    filters: t.raw('filters') as MessengerText['filters'],
    errors: t.raw('errors') as MessengerText['errors'],
    box: t.raw('box') as MessengerText['box'],
    call: await voiceCallText(locale),
    withdrawn: content('guest.withdrawn'),
  };
}
