import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/**
 * §3 profile threeWords: performers pick three words from a fixed list (stored as the English
 * keys, comma-separated); guests read them in their language. Unknown words stay as written.
 */
export async function traitWords(locale: Locale, raw: string): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Traits' });
  return raw
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
    .map((word) => word as Parameters<typeof t>[0])
    .map((word) => (t.has(word) ? t(word) : word))
    .join(', ');
}
