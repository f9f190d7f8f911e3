/**
 * The query of every catalogue list (§2: "every list paginates with `page` and `sort` in the
 * query"). Pages parse their searchParams with these; bad values never fail a page, they fall
 * back to page 1 and the list's default sort.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

const first = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);

/** `?page=`: a positive whole number; anything else (missing, 0, "abc", repeated) is page 1. */
export function parsePage(raw: string | string[] | undefined): number {
  const value = first(raw);
  if (value === undefined || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** `?sort=`: one of the list's sorts, else its default. */
export function parseSort<const S extends string>(raw: string | string[] | undefined, allowed: readonly S[], fallback: S): S {
  const value = first(raw);
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as S) : fallback;
}

/** `?view=`: the tile grid mode of §2 (grid or list). */
export type GridMode = 'grid' | 'list';
export function parseGridMode(raw: string | string[] | undefined): GridMode {
  return first(raw) === 'list' ? 'list' : 'grid';
}

export type ListPage = { page: number; pageSize: number; offset: number };

export function listPage(searchParams: SearchParams, pageSize: number): ListPage {
  const page = parsePage(searchParams.page);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** Pages of a list; at least 1 so an empty list still has its first page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
