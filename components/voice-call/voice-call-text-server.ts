import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { type VoiceCallText, voiceCallTextKeys } from './voice-call-text';

/** Messages `AnonymousCall` and Chat.exit for the call box (placeholders left in, filled in the browser). */
export async function voiceCallText(locale: Locale): Promise<VoiceCallText> {
  const t = await getTranslations({ locale, namespace: 'AnonymousCall' });
  const chat = await getTranslations({ locale, namespace: 'Chat' });
  const plain = Object.fromEntries(voiceCallTextKeys.map((key) => [key, t.raw(key) as string]));
  return {
    ...(plain as Record<(typeof voiceCallTextKeys)[number], string>),
    codes: t.raw('codes') as Record<string, string>,
    // Chat.exit, with the call's own words where the chat's speak of video (AnonymousCall.exit).
    exit: { ...(chat.raw('exit') as Record<string, string>), ...(t.raw('exit') as Record<string, string>) },
  };
}
