import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { STATUS_BAR_TEXT_KEYS, type StatusBarText } from './status-bar-text';

/** The bars' strings for the layout's props; raw, so the island fills {name}, {amount}, {message}. */
export async function loadStatusBarText(locale: Locale): Promise<StatusBarText> {
  const t = await getTranslations({ locale, namespace: 'statusBars' });
  return Object.fromEntries(STATUS_BAR_TEXT_KEYS.map((key) => [key, String(t.raw(key))])) as StatusBarText;
}
