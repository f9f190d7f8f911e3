import type { SearchVideoOrder } from '@/lib/contracts/search';
import { type Href, listHref } from '@/components/video/list-href';
import { searchPatternParam } from '@/lib/search/pattern-param';

export const SEARCH_PATHNAME = '/search/videos/[searchPattern]' as const;

/** The search page of a pattern in an order (relevance, the default, stays out of the URL) and page. */
export function searchHref(pattern: string, order: SearchVideoOrder, page = 1): Href {
  return listHref(SEARCH_PATHNAME, { searchPattern: searchPatternParam(pattern) }, {
    sort: order === 'relevance' ? undefined : order,
    page: page > 1 ? String(page) : undefined,
  });
}
