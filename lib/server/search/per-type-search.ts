import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { ModelFilter } from '@/lib/contracts/actor';
import type {
  SearchHitList,
  SearchModelList,
  SearchModelOrder,
  SearchVideoList,
  SearchVideoOrder,
} from '@/lib/contracts/search';
import type { VideoFilter } from '@/lib/contracts/video';
import type { DbOrTx } from '@/lib/server/db/client';
import { findActorCandidates } from './actor-candidates';
import { cachedSearch } from './cached-search';
import { loadModelPage } from './model-results';
import { isSearchable, normalizePattern } from './normalize';
import { type SearchCache, searchCache } from './search-cache';
import { searchKey } from './search-key';
import { findVideoHits } from './video-hits';
import { loadVideoPages } from './video-results';

type Base = {
  searchPattern: string;
  language: Locale;
  viewerCountry: string | null;
  first: number;
  offset: number;
};

const empty = { total: 0, totalCapped: false, items: [] };

function prepare(input: Base) {
  const pattern = normalizePattern(input.searchPattern);
  const run = { pattern, language: input.language, viewerCountry: input.viewerCountry };
  return { run, searchable: isSearchable(pattern) };
}

/** The cache's page: first and offset need not be page-aligned, so both are in the key. */
const pageOf = (input: Base) => Math.floor(input.offset / Math.max(1, input.first)) + 1;

/** §7 searchModels: performers by name, with first, offset, order and a model filter. */
export async function searchModels(
  db: DbOrTx,
  input: Base & { order: SearchModelOrder; filter?: ModelFilter },
  cache: SearchCache | null = searchCache(),
): Promise<SearchModelList> {
  const { run, searchable } = prepare(input);
  if (!searchable) return { tooShort: true, ...empty };
  const key = searchKey({ ...run, category: 'models', page: pageOf(input), extra: [input.first, input.offset, input.order, input.filter ?? null] });
  const page = await cachedSearch(db, cache, key, run, async ({ db: tx, terms }) => {
    const candidates = await findActorCandidates(tx, { terms, viewerCountry: input.viewerCountry, filter: input.filter });
    return loadModelPage(tx, candidates, input);
  });
  return { tooShort: false, ...page };
}

/** §7 searchVideos and searchAsmr (the videos tagged asmr): with first, offset, order and a video filter. */
export async function searchVideos(
  db: DbOrTx,
  input: Base & { order: SearchVideoOrder; filter?: VideoFilter; asmrOnly?: boolean },
  cache: SearchCache | null = searchCache(),
): Promise<SearchVideoList> {
  const { run, searchable } = prepare(input);
  if (!searchable) return { tooShort: true, ...empty };
  const category = input.asmrOnly ? 'asmr' : 'videos';
  const key = searchKey({ ...run, category, page: pageOf(input), extra: [input.first, input.offset, input.order, input.filter ?? null] });
  const page = await cachedSearch(db, cache, key, run, async (searchRun) => {
    const spec = { order: input.order, first: input.first, offset: input.offset };
    const hits = await findVideoHits(searchRun.db, {
      terms: searchRun.terms,
      banned: await searchRun.banned(),
      fuzzy: await searchRun.fuzzyTitles(),
      filter: input.filter,
      page: input.asmrOnly ? null : spec,
      asmr: input.asmrOnly ? spec : null,
    });
    const pages = await loadVideoPages(searchRun.db, hits);
    return input.asmrOnly ? pages.asmr : pages.videos;
  });
  return { tooShort: false, ...page };
}

/**
 * An honestly empty per-type answer (the too-short rule applies) for a category without content;
 * searchMediathek (mediathek-search.ts) and searchBlog (blog-search.ts) have their own searches now.
 */
export async function searchWithoutContent(input: Pick<Base, 'searchPattern'>): Promise<SearchHitList> {
  return { tooShort: !isSearchable(normalizePattern(input.searchPattern)), ...empty };
}
