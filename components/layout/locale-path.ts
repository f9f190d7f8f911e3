import { type AppPathname, type Locale, locales, pathnames } from '@/i18n/routing';

const isLocale = (value: string | undefined): value is Locale => (locales as readonly (string | undefined)[]).includes(value);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function template(route: AppPathname, locale: Locale): string[] {
  const entry: string | Record<Locale, string> = pathnames[route];
  return segmentsOf(typeof entry === 'string' ? entry : entry[locale]);
}

const isParam = (segment: string) => segment.startsWith('[') && segment.endsWith(']');

// Static routes first, so /tv/media/series never reads as a series called "media".
const routes = (Object.keys(pathnames) as AppPathname[]).sort(
  (a, b) => segmentsOf(a).filter(isParam).length - segmentsOf(b).filter(isParam).length,
);

function matchRoute(segments: string[], locale: Locale): { route: AppPathname; params: Map<string, string> } | null {
  for (const route of routes) {
    const pattern = template(route, locale);
    if (pattern.length !== segments.length) continue;
    const params = new Map<string, string>();
    const matches = pattern.every((part, i) => {
      if (isParam(part)) return params.set(part, segments[i] ?? '');
      return part === segments[i];
    });
    if (matches) return { route, params };
  }
  return null;
}

/**
 * The same page in another language (§1/§2 localized slugs, i18n/routing.ts):
 * /de/neue-girls/ → /es/nuevas-chicas/; a profile keeps its actorName; the query string
 * (?page=2&sort=…) is kept. Paths outside the table (a 404) keep their segments.
 */
export function pathInLocale(pathname: string, search: string, to: Locale): string {
  const [first, ...rest] = segmentsOf(pathname);
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  if (!isLocale(first)) return `/${to}/${query}`;
  const match = matchRoute(rest, first);
  const target = match ? template(match.route, to).map((part) => (isParam(part) ? (match.params.get(part) ?? part) : part)) : rest;
  return `/${[to, ...target].join('/')}/${query}`;
}

/**
 * The route of a localized path (i18n/routing.ts): /de/amateur/lunasky/video/100001/ →
 * { locale: 'de', route: '/amateur/[actorName]/video/[videoId]', args: { actorName: 'lunasky', videoId: '100001' } }.
 * Null outside the table (a 404, the pay pages). Used for §7 getPageLoadIncentives {routeName, routeArgs}.
 */
export function routeOfPath(pathname: string): { locale: Locale; route: AppPathname; args: Record<string, string> } | null {
  const [first, ...rest] = segmentsOf(pathname);
  if (!isLocale(first)) return null;
  const match = matchRoute(rest, first);
  if (!match) return null;
  const args: Record<string, string> = {};
  for (const [name, value] of match.params) {
    try {
      args[name.slice(1, -1)] = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return { locale: first, route: match.route, args };
}
