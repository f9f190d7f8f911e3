import 'server-only';
import type { Locale } from '@/i18n/routing';
import { SEARCH_PAGE_SIZES } from '@/lib/catalog/rules';
import type { GlobalSearchResult, SearchCategory, SearchHit, SearchSection } from '@/lib/contracts/search';
import type { DbOrTx } from '@/lib/server/db/client';
import { ACTOR_CANDIDATE_CAP } from './actor-candidates';
import { blogSection } from './blog-search';
import { cachedSearch } from './cached-search';
import { emptySection } from './empty-section';
import { mediathekSection } from './mediathek-search';
import { toGlobalSearchActor } from './model-results';
import { isSearchable, normalizePattern } from './normalize';
import { type SearchCache, searchCache } from './search-cache';
import { searchKey } from './search-key';
import { findTvHits } from './tv-hits';
import { categoryLink } from './search-links';
import type { HitPage } from './search-page-types';
import { findProposals } from './search-proposals';
import type { SearchRun } from './search-run';
import { loadMediaSections } from './search-sections';
import { videoHit } from './video-results';

export type GlobalSearchInput = { searchPattern: string; language: Locale; viewerCountry: string | null };

function section(type: SearchCategory, locale: Locale, pattern: string, page: HitPage<SearchHit>): SearchSection {
  return { type, count: page.total, countCapped: page.totalCapped, link: categoryLink(locale, pattern, type), items: page.items };
}

/** §5: under 3 characters nothing is looked up; the caller shows a hint. */
export function tooShortResult(pattern: string, locale: Locale): GlobalSearchResult {
  return {
    searchPattern: pattern,
    tooShort: true,
    proposals: [],
    actors: { count: 0, countCapped: false, link: categoryLink(locale, pattern, 'actors'), items: [] },
    videos: emptySection('videos', locale, pattern),
    asmr: emptySection('asmr', locale, pattern),
    photos: emptySection('photos', locale, pattern),
    galleries: emptySection('galleries', locale, pattern),
    tv: emptySection('tv', locale, pattern),
    mediathek: emptySection('mediathek', locale, pattern),
    blog: emptySection('blog', locale, pattern),
  };
}

async function build(run: SearchRun): Promise<GlobalSearchResult> {
  const { pattern, language: locale } = run.input;
  const [actors, proposals, media, tv] = await Promise.all([
    run.actors(),
    findProposals(run),
    loadMediaSections(run, { order: 'relevance', page: 1 }),
    findTvHits(run),
  ]);
  const asHits = (page: typeof media.videos): HitPage<SearchHit> => ({ ...page, items: page.items.map((tile) => videoHit(tile, locale)) });
  return {
    searchPattern: pattern,
    tooShort: false,
    proposals,
    actors: {
      count: actors.length,
      countCapped: actors.length >= ACTOR_CANDIDATE_CAP,
      link: categoryLink(locale, pattern, 'actors'),
      items: actors.slice(0, SEARCH_PAGE_SIZES.actors).map((actor) => toGlobalSearchActor(actor, locale)),
    },
    videos: section('videos', locale, pattern, asHits(media.videos)),
    asmr: section('asmr', locale, pattern, asHits(media.asmr)),
    photos: section('photos', locale, pattern, media.photos),
    galleries: section('galleries', locale, pattern, media.galleries),
    tv: section('tv', locale, pattern, tv),
    mediathek: section('mediathek', locale, pattern, await mediathekSection(run)),
    blog: section('blog', locale, pattern, await blogSection(run)),
  };
}

/**
 * §3 global search: the first page of every §2 result category for one pattern, with
 * completion proposals. Cached 5 minutes per (pattern, language, country) (§9).
 */
export function globalSearch(
  db: DbOrTx,
  input: GlobalSearchInput,
  cache: SearchCache | null = searchCache(),
): Promise<GlobalSearchResult> {
  const pattern = normalizePattern(input.searchPattern);
  if (!isSearchable(pattern)) return Promise.resolve(tooShortResult(pattern, input.language));
  const run = { pattern, language: input.language, viewerCountry: input.viewerCountry };
  return cachedSearch(db, cache, searchKey({ ...run, category: 'global', page: 1 }), run, build);
}
