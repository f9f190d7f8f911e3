import { type AppPathname, type Locale, locales, pathnames } from '@/i18n/routing';

/** Not language-prefixed and never for crawlers: the services, the hosted flow, the studio (routes.md). */
const SERVICE_PREFIXES = ['/rest/', '/graphql', '/feed/graphql', '/ws', '/pay/', '/studio/'] as const;

/** Guest-only areas and search results: private or endless, in every language. */
const PRIVATE_ROUTES: readonly AppPathname[] = ['/my-account', '/messenger', '/search/videos/[searchPattern]'];

/** `/de/mein-konto/`, `/es/buscar/` …: the first localized segment of a route, which covers its sub-pages. */
function localizedPrefix(locale: Locale, route: AppPathname): string {
  const config = pathnames[route] as string | Record<Locale, string>;
  const template = typeof config === 'string' ? config : config[locale];
  return `/${locale}/${template.split('/')[1]}/`;
}

/** Every path robots.txt disallows, without duplicates, in a stable order. */
export function disallowedPaths(): string[] {
  const localized = PRIVATE_ROUTES.flatMap((route) => locales.map((locale) => localizedPrefix(locale, route)));
  return [...new Set([...SERVICE_PREFIXES, ...localized])];
}

/** robots.txt (SEO): the catalogue is open, the rest is not; the sitemap index is named. */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/$/, '');
  const lines = ['User-agent: *', 'Allow: /', ...disallowedPaths().map((p) => `Disallow: ${p}`), '', `Sitemap: ${base}/sitemap.xml`, ''];
  return lines.join('\n');
}
