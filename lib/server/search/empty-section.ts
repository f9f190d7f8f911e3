import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { SearchCategory, SearchSection } from '@/lib/contracts/search';
import { categoryLink } from './search-links';

/**
 * Categories that once had no content tables (TV, the media centre, the blog); each has its own
 * search now (tv-hits.ts, mediathek-search.ts, blog-search.ts). emptySection is the §3 shape of a
 * category with no hits, as a too-short pattern answers it.
 */
export const CATEGORIES_WITHOUT_CONTENT = ['tv', 'mediathek', 'blog'] as const satisfies readonly SearchCategory[];

export function emptySection(type: SearchCategory, locale: Locale, pattern: string): SearchSection {
  return { type, count: 0, countCapped: false, link: categoryLink(locale, pattern, type), items: [] };
}
