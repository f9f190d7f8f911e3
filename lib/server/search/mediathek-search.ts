import 'server-only';
import type { Locale } from '@/i18n/routing';
import { SEARCH_PAGE_SIZES } from '@/lib/catalog/rules';
import type { SearchHit, SearchHitList } from '@/lib/contracts/search';
import type { DbOrTx } from '@/lib/server/db/client';
import { cachedSearch } from './cached-search';
import { findMediathekHits } from './mediathek-hits';
import { isSearchable, normalizePattern } from './normalize';
import { type SearchCache, searchCache } from './search-cache';
import { searchKey } from './search-key';
import type { HitPage } from './search-page-types';
import type { SearchRun } from './search-run';

type MediathekSearchInput = { searchPattern: string; language: Locale; viewerCountry: string | null; first: number; offset: number };

/** The first §9 page (30) of media-centre hits of a search run: the global search's and the search page's mediathek section. */
export function mediathekSection(run: SearchRun): Promise<HitPage<SearchHit>> {
  return findMediathekHits(run.db, { terms: run.terms, language: run.input.language, first: SEARCH_PAGE_SIZES.mediathek, offset: 0 });
}

/** §7 searchMediathek: TV series and episodes by title in the caller's language, with first and offset; cached like every search (§9). */
export async function searchMediathek(db: DbOrTx, input: MediathekSearchInput, cache: SearchCache | null = searchCache()): Promise<SearchHitList> {
  const pattern = normalizePattern(input.searchPattern);
  if (!isSearchable(pattern)) return { tooShort: true, total: 0, totalCapped: false, items: [] };
  const run = { pattern, language: input.language, viewerCountry: input.viewerCountry };
  const page = Math.floor(input.offset / Math.max(1, input.first)) + 1;
  const key = searchKey({ ...run, category: 'mediathek', page, extra: [input.first, input.offset] });
  const hits = await cachedSearch(db, cache, key, run, (searchRun) =>
    findMediathekHits(searchRun.db, { terms: searchRun.terms, language: input.language, first: input.first, offset: input.offset }),
  );
  return { tooShort: false, total: hits.total, totalCapped: hits.totalCapped, items: hits.items };
}
