import type { Locale } from '@/i18n/routing';

/** Language and country names in the page's language ("Englisch", "Alemania"). */
export function displayNames(locale: Locale) {
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    language: (code: string) => languages.of(code) ?? code,
    region: (code: string) => (/^[A-Z]{2}$/i.test(code) ? (regions.of(code.toUpperCase()) ?? code) : code),
  };
}
