import { fill } from '@/lib/format/fill';
import { formatNumber } from '@/lib/format/number';

/** A post's date as §9 shows dates: the locale's medium date in Berlin time (the same on server and client). */
export function feedDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(iso));
}

/** "{count} coins" with the §9 number format. */
export function coinsLabel(template: string, coins: number): string {
  return fill(template, { count: formatNumber(coins) });
}

/** §2 "actor names are lowercased in links": the profile path from the page's template. */
export function profileHref(template: string, name: string): string {
  return template.replace('__actor__', encodeURIComponent(name.toLowerCase()));
}
