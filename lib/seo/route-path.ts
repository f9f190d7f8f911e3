import { type AppPathname, type Locale, pathnames } from '@/i18n/routing';

/**
 * The localized path of a route (routes.md): `/{locale}` + the locale's slug template with the
 * params filled in, ending with a slash, plus the query. The same result as next-intl's
 * getPathname (localePrefix 'always', trailingSlash) for every value the catalogue holds, but a
 * plain function: the sitemap builds a million of these and unit tests run it without Next.
 * Params are encoded as path segments, so a `/`, `?` or `#` in a value cannot break the path.
 */
export function routePath(locale: Locale, pathname: AppPathname, params?: Record<string, string>, query?: Record<string, string | undefined>): string {
  const config = pathnames[pathname] as string | Record<Locale, string>;
  const template = typeof config === 'string' ? config : config[locale];
  const filled = template.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`routePath: ${pathname} needs the param ${name}`);
    return encodeURIComponent(value);
  });
  const path = filled === '/' ? `/${locale}/` : `/${locale}${filled}/`;
  const search = new URLSearchParams(Object.entries(query ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
