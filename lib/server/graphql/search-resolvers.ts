import 'server-only';
import * as z from 'zod';
import { SEARCH_PAGE_SIZES } from '@/lib/catalog/rules';
import { modelFilterSchema } from '@/lib/contracts/actor';
import { searchModelOrderSchema, searchPatternSchema, searchVideoOrderSchema } from '@/lib/contracts/search';
import { videoFilterSchema } from '@/lib/contracts/video';
import { AppError } from '@/lib/server/errors';
import { searchBlog as runSearchBlog } from '@/lib/server/search/blog-search';
import { globalSearch as runGlobalSearch } from '@/lib/server/search/global-search';
import { listLastSearches, storeSearchPattern as store } from '@/lib/server/search/guest-searches';
import { searchMediathek as runSearchMediathek } from '@/lib/server/search/mediathek-search';
import { searchModels as runSearchModels, searchVideos as runSearchVideos } from '@/lib/server/search/per-type-search';
import { searchProposals as runSearchProposals } from '@/lib/server/search/search-proposals-query';
import type { GraphqlContext } from './context';
import { dropNulls } from './models-resolvers';

const MAX_PAGE = 100;
const MAX_OFFSET = 1_000_000;

const first = (fallback: number) =>
  z.number().int().min(0, 'first must not be negative').max(MAX_PAGE, `first must be at most ${MAX_PAGE}`).nullish().transform((n) => n ?? fallback);
const offset = z.number().int().min(0, 'offset must not be negative').max(MAX_OFFSET).nullish().transform((n) => n ?? 0);

const patternArgs = z.object({ searchPattern: searchPatternSchema });
const modelsArgs = patternArgs.extend({
  first: first(SEARCH_PAGE_SIZES.models),
  offset,
  order: searchModelOrderSchema.nullish().transform((o) => o ?? 'relevance'),
  filter: z.preprocess(dropNulls, modelFilterSchema).nullish().transform((f) => f ?? undefined),
});
const videosArgs = (size: number) =>
  patternArgs.extend({
    first: first(size),
    offset,
    order: searchVideoOrderSchema.nullish().transform((o) => o ?? 'relevance'),
    filter: z.preprocess(dropNulls, videoFilterSchema).nullish().transform((f) => f ?? undefined),
  });
const withoutContentArgs = (size: number) =>
  patternArgs.extend({ first: first(size), offset, order: z.string().max(40).nullish(), filter: z.string().max(200).nullish() });

const where = (context: GraphqlContext) => ({ language: context.language, viewerCountry: context.viewerCountry });

function globalSearch(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const args = patternArgs.parse(raw);
  return runGlobalSearch(context.db, { ...args, ...where(context) });
}

function searchProposals(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const args = patternArgs.parse(raw);
  return runSearchProposals(context.db, { ...args, ...where(context) });
}

/** §5: an anonymous guest has no stored searches (the browser keeps its own, with consent). */
function lastSearches(_parent: unknown, _raw: unknown, context: GraphqlContext): Promise<string[]> {
  return context.guest ? listLastSearches(context.db, context.guest.guestId) : Promise.resolve([]);
}

function searchModels(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const args = modelsArgs.parse(raw);
  return runSearchModels(context.db, { ...args, ...where(context) });
}

function searchVideos(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const args = videosArgs(SEARCH_PAGE_SIZES.videos).parse(raw);
  return runSearchVideos(context.db, { ...args, ...where(context) });
}

function searchAsmr(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const args = videosArgs(SEARCH_PAGE_SIZES.asmr).parse(raw);
  return runSearchVideos(context.db, { ...args, ...where(context), asmrOnly: true });
}

function searchMediathek(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const { searchPattern, first, offset } = withoutContentArgs(SEARCH_PAGE_SIZES.mediathek).parse(raw);
  return runSearchMediathek(context.db, { searchPattern, first, offset, ...where(context) });
}

function searchBlog(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const { searchPattern, first, offset } = withoutContentArgs(SEARCH_PAGE_SIZES.blog).parse(raw);
  return runSearchBlog(context.db, { searchPattern, first, offset, ...where(context) });
}

function storeSearchPattern(_parent: unknown, raw: unknown, context: GraphqlContext) {
  if (!context.guest) throw new AppError('UNAUTHORIZED', 'Storing a search pattern needs a logged-in guest.');
  const args = patternArgs.parse(raw);
  return store(context.db, context.guest.guestId, args.searchPattern);
}

export const searchResolvers = {
  Query: { globalSearch, searchProposals, lastSearches, searchModels, searchVideos, searchAsmr, searchMediathek, searchBlog },
  Mutation: { storeSearchPattern },
};
