import { getTranslations } from 'next-intl/server';
import { hrefOf } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ConversionChatIsland } from './conversion-chat-island';
import { CONVERSION_CHAT_TEXT_KEYS, type ConversionChatText } from './conversion-chat-text';

/**
 * The §2 conversion-chat box and its countdown pill, mounted once in the locale layout
 * beside the other global dialogs. Strings are translated here with their placeholders kept;
 * the island renders nothing until a logged-in guest is known in the browser, so the cached page
 * is the same for every visitor.
 */
export async function ConversionChatHost({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ConversionChat' });
  const text = {
    ...Object.fromEntries(CONVERSION_CHAT_TEXT_KEYS.map((key) => [key, t.raw(key) as string])),
    profileHref: hrefOf(locale, { pathname: '/amateur/[actorName]', params: { actorName: '__slug__' }, query: { chat: 'live' } }),
  } as ConversionChatText;
  return <ConversionChatIsland locale={locale} text={text} />;
}
