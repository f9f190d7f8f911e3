import 'server-only';
import * as z from 'zod';
import type { Locale } from '@/i18n/routing';
import { pageCountOf } from '@/lib/catalog/list-query';
import { MEDIATHEK_EPISODE_PAGE_SIZE, MEDIATHEK_MAX_LIMIT, mediathekSortSchema, seriesKeySchema, TV_SERIES_PAGE_SIZE } from '@/lib/contracts/tv-mediathek';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { getSeriesByKey } from '@/lib/server/tv/mediathek/get-series';
import { listEpisodes } from '@/lib/server/tv/mediathek/list-episodes';
import { listSeries } from '@/lib/server/tv/mediathek/list-series';
import { recommendations } from '@/lib/server/tv/mediathek/recommendations';

type GridContext = { db: DbOrTx; language: Locale };

const page = z.number().int().min(1).max(100_000).default(1);
const pageSize = (size: number) => z.number().int().min(1).max(MEDIATHEK_MAX_LIMIT).default(size);

const seriesPayload = z.object({ page, pageSize: pageSize(TV_SERIES_PAGE_SIZE) });
const episodesPayload = z.object({
  page,
  pageSize: pageSize(MEDIATHEK_EPISODE_PAGE_SIZE),
  seriesKey: seriesKeySchema.optional(),
  sort: mediathekSortSchema.default('newest'),
});
const recommendationsPayload = z.object({ episodeId: z.number().int().positive().max(2_147_483_647).nullable().default(null) });

/**
 * §2 the TV tile grids (the media centre's series, episodes with the mediathek sorts of §9, one
 * series or all of them, and the 5 recommendations of an episode or of the channel), paged like
 * the other grids.
 */
export const tvGrids = {
  tvSeries: {
    payload: seriesPayload,
    load: async (input: z.output<typeof seriesPayload>, { db, language }: GridContext) => {
      const list = await listSeries(db, { language, limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
      return { page: input.page, pageSize: input.pageSize, pageCount: pageCountOf(list.total, input.pageSize), ...list };
    },
  },
  tvEpisodes: {
    payload: episodesPayload,
    load: async (input: z.output<typeof episodesPayload>, { db, language }: GridContext) => {
      if (input.seriesKey && !(await getSeriesByKey(db, input.seriesKey, language))) throw new AppError('NOT_FOUND', 'No such series.');
      const list = await listEpisodes(db, { seriesKey: input.seriesKey, sort: input.sort, language, limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
      return { page: input.page, pageSize: input.pageSize, pageCount: pageCountOf(list.total, input.pageSize), ...list };
    },
  },
  tvRecommendations: {
    payload: recommendationsPayload,
    load: async (input: z.output<typeof recommendationsPayload>, { db, language }: GridContext) => ({ items: await recommendations(db, input.episodeId, language) }),
  },
};
