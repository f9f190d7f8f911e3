import { type GridMode, listPage, parseGridMode, parseSort, type SearchParams } from '@/lib/catalog/list-query';
import type { ModelOrder } from '@/lib/contracts/actor';

/** §2/§9: model lists show 30 performers to a page (search page size for actors and models). */
export const MODEL_PAGE_SIZE = 30;

/** The sorts a guest can pick on a model list (§9 actor orders; distance needs a location guests lack). */
export const MODEL_SORTS = ['rank', 'newest', 'name'] as const satisfies readonly ModelOrder[];
export type ModelSort = (typeof MODEL_SORTS)[number];

export type ModelListQuery = { page: number; offset: number; pageSize: number; sort: ModelSort; mode: GridMode };

/** `?page`, `?sort` and `?view` of a model list; bad values fall back to page 1, the default sort and grid. */
export function modelListQuery(searchParams: SearchParams, defaultSort: ModelSort = 'rank'): ModelListQuery {
  return {
    ...listPage(searchParams, MODEL_PAGE_SIZE),
    sort: parseSort(searchParams.sort, MODEL_SORTS, defaultSort),
    mode: parseGridMode(searchParams.view),
  };
}

/**
 * The query a list's links keep: sort and view when they differ from the defaults, so each list
 * state has one URL (page is set by the pagination itself).
 */
export function keptQuery(query: { sort: string; mode: GridMode }, defaultSort: string): Record<string, string | undefined> {
  return {
    sort: query.sort !== defaultSort ? query.sort : undefined,
    view: query.mode === 'list' ? 'list' : undefined,
  };
}
