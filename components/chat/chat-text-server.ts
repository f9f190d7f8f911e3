import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ChatText } from './chat-text';

const groups = ['type', 'exit', 'restriction', 'refusal', 'lowBalance', 'receipt', 'entry', 'preview', 'panel', 'survey'] as const;

/** Messages `Chat` for the client components, translated on the server (no ICU in the browser). */
export async function chatText(locale: Locale): Promise<ChatText> {
  const [t, s] = await Promise.all([getTranslations({ locale, namespace: 'Chat' }), getTranslations({ locale, namespace: 'ChatSwitch' })]);
  return { ...Object.fromEntries(groups.map((group) => [group, t.raw(group)])), switch: { heading: s.raw('heading') } } as ChatText;
}
