import type { Locale } from '@/i18n/routing';

/** §9 dates as the blog and the videos show them: long date style, Berlin time. */
export function mediathekDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(iso));
}

/** An average rating 0–5 with one decimal in the reader's number format. */
export function mediathekRating(locale: Locale, rating: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
