import 'server-only';
import type { Locale } from '@/i18n/routing';
import { SEARCH_PAGE_SIZES } from '@/lib/catalog/rules';
import type { SearchHitList } from '@/lib/contracts/search';
import type { DbOrTx } from '@/lib/server/db/client';
import { findBlogHits } from './blog-hits';
import { cachedSearch } from './cached-search';
import { isSearchable, normalizePattern } from './normalize';
import { type SearchCache, searchCache } from './search-cache';
import { searchKey } from './search-key';
import type { HitPage } from './search-page-types';
import type { SearchRun } from './search-run';
import type { SearchHit } from '@/lib/contracts/search';

type BlogSearchInput = { searchPattern: string; language: Locale; viewerCountry: string | null; first: number; offset: number };

/** The first §9 page (15) of blog hits of a search run: the global search's and the search page's blog section. */
export function blogSection(run: SearchRun): Promise<HitPage<SearchHit>> {
  return findBlogHits(run.db, { terms: run.terms, language: run.input.language, first: SEARCH_PAGE_SIZES.blog, offset: 0 });
}

/** §7 searchBlog: blog posts by title in the caller's language, with first and offset; cached like every search (§9). */
export async function searchBlog(db: DbOrTx, input: BlogSearchInput, cache: SearchCache | null = searchCache()): Promise<SearchHitList> {
  const pattern = normalizePattern(input.searchPattern);
  if (!isSearchable(pattern)) return { tooShort: true, total: 0, totalCapped: false, items: [] };
  const run = { pattern, language: input.language, viewerCountry: input.viewerCountry };
  const page = Math.floor(input.offset / Math.max(1, input.first)) + 1;
  const key = searchKey({ ...run, category: 'blog', page, extra: [input.first, input.offset] });
  const hits = await cachedSearch(db, cache, key, run, (searchRun) =>
    findBlogHits(searchRun.db, { terms: searchRun.terms, language: input.language, first: input.first, offset: input.offset }),
  );
  return { tooShort: false, total: hits.total, totalCapped: hits.totalCapped, items: hits.items };
}
