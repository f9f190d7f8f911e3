import { AppLink as NextLink } from './app-link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { routePath } from '@/lib/seo/route-path';
import type { AppPathname, Locale } from './routing';

/** A route of the app: a pathname key of i18n/routing.ts, or one with params, query and hash. */
export type AppHref =
  | AppPathname
  | {
      pathname: AppPathname;
      params?: Record<string, string | number>;
      query?: Record<string, string | number | undefined>;
      hash?: string;
    };

/** The localized URL of a route (routes.md slugs, `/{locale}/…/`, query and hash). */
export function hrefOf(locale: Locale, href: AppHref): string {
  if (typeof href === 'string') return routePath(locale, href);
  const params = href.params && Object.fromEntries(Object.entries(href.params).map(([k, v]) => [k, String(v)]));
  const query = href.query && Object.fromEntries(Object.entries(href.query).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));
  const path = routePath(locale, href.pathname, params, query);
  return href.hash ? `${path}#${href.hash}` : path;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: AppHref; locale?: Locale };

/**
 * The one link of the app, for server components: resolves the localized slug on the server and
 * renders the app's link (components/ui/app-link.tsx). Unlike next-intl's Link it needs no client-side routing table, locale context
 * or provider, which keeps next-intl's client runtime out of every page (first-load JS).
 * Client components get finished URLs as props instead.
 */
export function Link({ href, locale, ...props }: LinkProps) {
  // With its language given the link renders at once: an async component is a row of its own in
  // the RSC payload and a wait in the server render (the layout has ~60 links; §1 speed).
  if (locale) return <NextLink href={hrefOf(locale, href)} {...props} />;
  return getLocale().then((current) => <NextLink href={hrefOf(current as Locale, href)} {...props} />);
}
