import 'server-only';
import { getTranslations } from 'next-intl/server';
import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { CONVERSION_CHAT_TEXT_KEYS, type ConversionChatText } from './conversion-chat-text';

/** The conversion chat's strings in one language, placeholders kept (the client fills them in). */
export async function conversionChatText(locale: Locale): Promise<ConversionChatText> {
  const t = await getTranslations({ locale, namespace: 'ConversionChat' });
  return {
    ...Object.fromEntries(CONVERSION_CHAT_TEXT_KEYS.map((key) => [key, t.raw(key) as string])),
    profileHref: hrefOf(locale, { pathname: '/amateur/[actorName]', params: { actorName: '__slug__' }, query: { chat: 'live' } }),
  } as ConversionChatText;
}
