import 'server-only';
import type { Locale } from '@/i18n/routing';

/**
 * A value that depends on the language only (finished strings and links of the layout): made on
 * the first request in each language and kept for the life of the process, instead of once per
 * render (§1 speed: every uncached page renders the layout). The messages are part of the build,
 * so a kept value cannot go stale; in development it is made per call (edited messages show).
 */
export function perLocale<T>(make: (locale: Locale) => Promise<T>): (locale: Locale) => Promise<T> {
  if (process.env.NODE_ENV !== 'production') return make;
  const made = new Map<Locale, Promise<T>>();
  return (locale) => {
    let value = made.get(locale);
    if (!value) {
      value = make(locale);
      made.set(locale, value);
      // A failure is not kept: the next request tries again.
      value.catch(() => made.delete(locale));
    }
    return value;
  };
}
