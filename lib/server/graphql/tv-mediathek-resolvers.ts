import 'server-only';
import * as z from 'zod';
import { dbIdSchema } from '@/lib/contracts/db-id';
import {
  DEFAULT_MEDIATHEK_SORT,
  MEDIATHEK_EPISODE_PAGE_SIZE,
  MEDIATHEK_MAX_LIMIT,
  TV_SERIES_PAGE_SIZE,
  mediathekSortSchema,
  seriesKeySchema,
} from '@/lib/contracts/tv-mediathek';
import { AppError } from '@/lib/server/errors';
import { getEpisode } from '@/lib/server/tv/mediathek/get-episode';
import { listEpisodes } from '@/lib/server/tv/mediathek/list-episodes';
import { listSeries } from '@/lib/server/tv/mediathek/list-series';
import { recommendations } from '@/lib/server/tv/mediathek/recommendations';
import type { GraphqlContext } from './context';

const first = (fallback: number) => z.number().int().min(0).max(MEDIATHEK_MAX_LIMIT).nullish().transform((n) => n ?? fallback);
const offset = z.number().int().min(0).max(100_000).nullish().transform((n) => n ?? 0);

const seriesArgs = z.object({ first: first(TV_SERIES_PAGE_SIZE), offset });
const videosArgs = z.object({
  seriesKey: seriesKeySchema.nullish().transform((key) => key ?? undefined),
  first: first(MEDIATHEK_EPISODE_PAGE_SIZE),
  offset,
  order: mediathekSortSchema.nullish().transform((order) => order ?? DEFAULT_MEDIATHEK_SORT),
});
const recommendationsArgs = z.object({ videoId: dbIdSchema });

async function tvSeries(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const { first: limit, offset: from } = seriesArgs.parse(raw);
  return listSeries(context.db, { language: context.language, offset: from, limit });
}

async function mediathekVideos(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const args = videosArgs.parse(raw);
  return listEpisodes(context.db, { seriesKey: args.seriesKey, sort: args.order, offset: args.offset, limit: args.first, language: context.language });
}

/** Unknown episode: NOT_FOUND, as REST suggest/{hashId} answers 404. */
async function mediathekRecommendations(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const { videoId } = recommendationsArgs.parse(raw);
  if (!(await getEpisode(context.db, videoId, context.language))) throw new AppError('NOT_FOUND', 'No such episode.');
  return recommendations(context.db, videoId, context.language);
}

/** Public like the tv REST calls: the catalogue is shown to everybody; streams are what is gated. */
export const tvMediathekResolvers = { Query: { tvSeries, mediathekVideos, mediathekRecommendations } };
