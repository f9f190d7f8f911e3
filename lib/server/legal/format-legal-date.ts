import type { Locale } from '@/i18n/routing';

/** Dates of legal texts as the rest of the site writes days: the language's long date, Berlin time. */
export function formatLegalDate(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(date);
}
