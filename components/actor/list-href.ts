import type { Link } from '@/i18n/navigation';
import type { AppPathname } from '@/i18n/routing';

export type Href = Parameters<typeof Link>[0]['href'];

/** A list route with its params, as the links of a list (sort, view, pages) need it. */
export type ListRoute = { pathname: AppPathname; params?: Record<string, string> };

/** The href of a list route with a query; empty values are dropped so each state has one URL. */
export function listHref(route: ListRoute, query: Readonly<Record<string, string | undefined>> = {}): Href {
  const kept = Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  return {
    pathname: route.pathname,
    ...(route.params ? { params: route.params } : {}),
    ...(Object.keys(kept).length > 0 ? { query: kept } : {}),
  } as unknown as Href;
}
