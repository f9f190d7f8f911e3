import type { Metadata } from 'next';
import { type AppPathname, type Locale, locales } from '@/i18n/routing';
import { routePath } from './route-path';

export type PageSeo = {
  locale: Locale;
  /** The route and its params, e.g. { pathname: '/amateur/[actorName]', params: { actorName } }. */
  pathname: AppPathname;
  params?: Record<string, string>;
  /** Only what identifies the page (page > 1); never sort or view. */
  query?: Record<string, string | undefined>;
  title: string;
  description: string;
  /** Absolute or root-relative image URLs for Open Graph. */
  images?: string[];
  /** Search results, empty pages and the like: noindex, follow. */
  noindex?: boolean;
  ogType?: 'website' | 'video.other' | 'profile';
};

/** The localized path of a route, always with the trailing slash of routes.md, plus the query. */
export function localizedPath(locale: Locale, pathname: AppPathname, params?: Record<string, string>, query?: Record<string, string | undefined>): string {
  return routePath(locale, pathname, params, query);
}

/**
 * The metadata of a page (SEO): title and description from the SEO texts, a canonical URL,
 * hreflang alternates for de, en, es, nl (x-default en) and Open Graph. Paths are root-relative;
 * the layout's metadataBase (PUBLIC_ORIGIN) makes them absolute.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const path = (locale: Locale) => localizedPath(locale, seo.pathname, seo.params, seo.query);
  const canonical = path(seo.locale);
  const languages: Record<string, string> = Object.fromEntries(locales.map((locale) => [locale, path(locale)]));
  languages['x-default'] = path('en');
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical, languages },
    openGraph: {
      title: seo.title,
      description: seo.description,
      url: canonical,
      locale: seo.locale,
      type: seo.ogType === 'profile' ? 'profile' : seo.ogType === 'video.other' ? 'video.other' : 'website',
      ...(seo.images && seo.images.length > 0 ? { images: seo.images } : {}),
    },
    ...(seo.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
