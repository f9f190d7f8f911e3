import { type Locale, locales } from '@/i18n/routing';

/** The page's language from <html lang> (the locale layout writes it), for code without props. */
export function pageLocale(lang: string = document.documentElement.lang): Locale {
  return locales.find((locale) => locale === lang) ?? 'en';
}
