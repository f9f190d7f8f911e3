import { redirect as nextRedirect } from 'next/navigation';
import { type AppHref, hrefOf } from './link';
import type { Locale } from './routing';

// Server code only. Nothing here imports next-intl's navigation: its Link and provider are client
// components, and a client module imported anywhere in a route ships in that route's JavaScript.
export { type AppHref, hrefOf, Link } from './link';

/** Redirects (307) to a route in a language; like next-intl's redirect, it never returns. */
export function redirect({ href, locale }: { href: AppHref; locale: Locale }): never {
  return nextRedirect(hrefOf(locale, href));
}
