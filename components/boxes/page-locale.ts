import type { Locale } from '@/i18n/routing';

/**
 * The literal list, not routing's `locales`: that import brings the whole pathnames table into
 * first-load JavaScript of every page whose "verify age" button opens a box (album, video).
 */
const PAGE_LOCALES = ['de', 'en', 'es', 'nl'] as const satisfies readonly Locale[];

/** The page's language from <html lang> (the locale layout writes it), for code without props. */
export function pageLocale(lang: string = document.documentElement.lang): Locale {
  return PAGE_LOCALES.find((locale) => locale === lang) ?? 'en';
}
