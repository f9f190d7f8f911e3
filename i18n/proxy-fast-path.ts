import { NextResponse, type NextRequest } from 'next/server';
import { locales, pathnames } from './routing';

/**
 * The answer next-intl's middleware gives a page whose route is the same in every language
 * (profile, video detail, /videos/, /top-cams/, a 404 …), without its per-request work: for every
 * request it sorts the ~60 pathnames and compiles a RegExp per localized template (~3 ms, the
 * largest single cost of an uncached long-tail page after React's render, §1 speed). Here the
 * templates are compiled once. Anything else — another language's slug (a redirect), a localized
 * route (a rewrite), no or an odd prefix, encoded characters, no trailing slash — returns null and
 * goes through next-intl unchanged. tests/unit/proxy-fast-path.test.ts compares both answers.
 */

/** next-intl's templateToRegex for our templates (no catch-alls), with the trailing slash of trailingSlash: true. */
const templateRegex = (template: string) =>
  new RegExp(`^${(template === '/' ? '/' : `${template}/`).replace(/\[([^\]]+)\]/g, '([^/]+)')}$`);

/** Every template of every language (and the internal one) with the route it belongs to. */
const templates = Object.entries(pathnames).flatMap(([internal, localized]) => {
  const variants = new Set([internal, ...(typeof localized === 'string' ? [localized] : Object.values(localized))]);
  return [...variants].map((template) => ({ internal, regex: templateRegex(template) }));
});

const sameInEveryLanguage = new Set<string>(Object.entries(pathnames).flatMap(([internal, localized]) => (localized === internal ? [internal] : [])));

// A lower-case language prefix, then plain segments each ending in a slash: decodeURI and
// next-intl's sanitizing leave such a path as it is.
const plainPath = new RegExp(`^/(${locales.join('|')})((?:/[A-Za-z0-9_~-]+)*/)$`);

/** The `link` header next-intl writes (hreflang alternates and x-default) for a route that is the same in every language. */
function alternateLinks(request: NextRequest, unprefixed: string): string {
  const base = request.nextUrl.clone();
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? undefined;
  if (host) {
    base.port = '';
    base.host = host;
  }
  base.protocol = request.headers.get('x-forwarded-proto') ?? base.protocol;
  const entry = (pathname: string, hreflang: string) => `<${new URL(pathname, base).toString()}>; rel="alternate"; hreflang="${hreflang}"`;
  const prefixed = (locale: string) => (unprefixed === '/' ? `/${locale}/` : `/${locale}${unprefixed}`);
  return [...locales.map((locale) => entry(prefixed(locale), locale)), entry(unprefixed, 'x-default')].join(', ');
}

/** next-intl's response for `request`, or null where only next-intl itself knows it. */
export function intlFastPath(request: NextRequest): NextResponse | null {
  if (request.nextUrl.basePath) return null;
  const match = plainPath.exec(request.nextUrl.pathname);
  if (!match) return null;
  const [, locale, unprefixed] = match as unknown as [string, string, string];
  let route: string | undefined;
  for (const template of templates) {
    if (!template.regex.test(unprefixed)) continue;
    // Two routes match (next-intl's order decides) or a localized one: next-intl answers.
    if (route !== undefined && route !== template.internal) return null;
    route = template.internal;
  }
  if (route !== undefined && !sameInEveryLanguage.has(route)) return null;
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', locale);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Link', alternateLinks(request, unprefixed));
  return response;
}
