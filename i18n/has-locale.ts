import { type Locale, locales } from './routing';

/** Whether a route param is one of our languages (next-intl's hasLocale, without its client exports). */
export function hasLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
