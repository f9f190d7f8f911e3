import type { Locale } from '@/i18n/routing';

/** §3 profile languages (ISO codes) as words in the page language: "German, English". */
export function languageNames(locale: Locale, codes: readonly string[]): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return codes
    .map((code) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    })
    .join(', ');
}
