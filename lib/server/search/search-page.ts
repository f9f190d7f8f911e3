import 'server-only';
import type { Locale } from '@/i18n/routing';
import { SEARCH_PAGE_SIZES } from '@/lib/catalog/rules';
import type { ModelListItem } from '@/lib/contracts/actor';
import type { SearchHit, SearchProposal, SearchVideoOrder } from '@/lib/contracts/search';
import type { VideoTile } from '@/lib/contracts/video';
import type { DbOrTx } from '@/lib/server/db/client';
import { blogSection } from './blog-search';
import { cachedSearch } from './cached-search';
import { loadModelPage } from './model-results';
import { isSearchable, normalizePattern } from './normalize';
import { type SearchCache, searchCache } from './search-cache';
import { searchKey } from './search-key';
import { findTvHits } from './tv-hits';
import { mediathekSection } from './mediathek-search';
import type { HitPage } from './search-page-types';
import { findProposals } from './search-proposals';
import type { SearchRun } from './search-run';
import { loadMediaSections } from './search-sections';

export type SearchPageData = {
  pattern: string;
  tooShort: boolean;
  /** The video hits are typo-tolerant matches: no title had the words as typed. */
  fuzzy: boolean;
  actors: HitPage<ModelListItem>;
  videos: HitPage<VideoTile>;
  asmr: HitPage<VideoTile>;
  photos: HitPage<SearchHit>;
  galleries: HitPage<SearchHit>;
  /** The first §9 page (15) of blog posts. */
  blog: HitPage<SearchHit>;
  /** The first §9 page (30) of TV programs still to come. */
  tv: HitPage<SearchHit>;
  /** The first §9 page (30) of the media centre's series and episodes. */
  mediathek: HitPage<SearchHit>;
  proposals: SearchProposal[];
};

const none = { total: 0, totalCapped: false, items: [] };

async function build(run: SearchRun, page: number, order: SearchVideoOrder): Promise<Omit<SearchPageData, 'pattern' | 'tooShort'>> {
  const [actors, media, proposals] = await Promise.all([
    run.actors().then((c) => loadModelPage(run.db, c, { order: 'relevance', first: SEARCH_PAGE_SIZES.actors, offset: 0 })),
    loadMediaSections(run, { order, page }),
    findProposals(run),
  ]);
  return { actors, proposals, ...media, blog: await blogSection(run), tv: await findTvHits(run), mediathek: await mediathekSection(run) };
}

/**
 * The §2 video search page: one page of videos (30, in the chosen order), the first 30
 * performers, the first hits of the other categories and proposals for an empty result.
 * Cached 5 minutes per (pattern, language, country, page, order) (§9).
 */
export async function loadSearchPage(
  db: DbOrTx,
  input: { searchPattern: string; language: Locale; viewerCountry: string | null; page: number; order: SearchVideoOrder },
  cache: SearchCache | null = searchCache(),
): Promise<SearchPageData> {
  const pattern = normalizePattern(input.searchPattern);
  if (!isSearchable(pattern)) {
    return { pattern, tooShort: true, fuzzy: false, actors: none, videos: none, asmr: none, photos: none, galleries: none, blog: none, tv: none, mediathek: none, proposals: [] };
  }
  const run = { pattern, language: input.language, viewerCountry: input.viewerCountry };
  const key = searchKey({ ...run, category: 'page', page: input.page, extra: input.order });
  const data = await cachedSearch(db, cache, key, run, (searchRun) => build(searchRun, input.page, input.order));
  return { pattern, tooShort: false, ...data };
}
