import type { Link } from '@/i18n/navigation';
import type { AppPathname } from '@/i18n/routing';

export type Href = Parameters<typeof Link>[0]['href'];

/** A link to a list route with its params and a query; empty query values are left out. */
export function listHref(pathname: AppPathname, params: Record<string, string> | undefined, query: Record<string, string | undefined>): Href {
  const kept = Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  return { pathname, ...(params ? { params } : {}), ...(Object.keys(kept).length > 0 ? { query: kept } : {}) } as unknown as Href;
}
