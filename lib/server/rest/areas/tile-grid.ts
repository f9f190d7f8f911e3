import 'server-only';
import * as z from 'zod';
import { videoFilterSchema, videoSortParamSchema } from '@/lib/contracts/video';
import { RECOMMENDATIONS_PER_GRID, VIDEO_ITEMS_PER_GRID, VIDEO_STARS_PAGE_SIZE } from '@/lib/catalog/rules';
import { pageCountOf } from '@/lib/catalog/list-query';
import { listVideos } from '@/lib/server/catalog/list-videos';
import { getVideoDetail } from '@/lib/server/catalog/videos/get-video';
import { videoRecommendations } from '@/lib/server/catalog/videos/recommendations';
import { listVideoStars } from '@/lib/server/catalog/videos/video-stars';
import { AppError } from '@/lib/server/errors';
import { storeTileGridSettings, tileGridSettingsSchema, tileGridTypeSchema } from '@/lib/server/tile-grid/tile-grid-settings';
import { actorGrids } from './tile-grid-actors';
import { contestGrids } from './tile-grid-contests';
import { tvGrids } from './tile-grid-tv';
import { type RestArea, type RestContext, restCall } from '../call';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const pageSchema = z.number().int().min(1).max(100_000).default(1);

type GridContext = RestContext<'optional'>;

/** One tile grid kind: its payload schema and the page it answers. */
type TileGrid<S extends z.ZodType> = { payload: S; load: (payload: z.output<S>, context: GridContext) => Promise<unknown> };
const tileGrid = <S extends z.ZodType>(grid: TileGrid<S>) => grid;

/** The tile grid kinds of §2. */
const grids = {
  // {category, sort, page, pageSize, filter}: one page of a §5 video category; sort is an order or a §9 tile sort name.
  videos: tileGrid({
    payload: z.object({
      category: z.string().max(40).default('allVideos'),
      sort: videoSortParamSchema.optional(),
      page: pageSchema,
      pageSize: z.number().int().min(1).max(100).default(VIDEO_ITEMS_PER_GRID),
      filter: videoFilterSchema.optional(),
    }),
    load: async ({ category, sort, page, pageSize, filter }, { db, viewerCountry, guest }) => {
      const paging = { first: pageSize, offset: (page - 1) * pageSize };
      const list = await listVideos(db, { category, order: sort, filter, ...paging, viewerCountry, viewerGuestId: guest?.guestId ?? null });
      return { page, pageSize, pageCount: pageCountOf(list.total, pageSize), ...list };
    },
  }),
  // {page}: §9 video stars, 100 per page.
  videoStars: tileGrid({
    payload: z.object({ page: pageSchema }),
    load: async ({ page }, { db, viewerCountry }) => {
      const list = await listVideoStars(db, { first: VIDEO_STARS_PAGE_SIZE, offset: (page - 1) * VIDEO_STARS_PAGE_SIZE, viewerCountry });
      return { page, pageSize: VIDEO_STARS_PAGE_SIZE, pageCount: pageCountOf(list.total, VIDEO_STARS_PAGE_SIZE), ...list };
    },
  }),
  // {actorId} or {albumId}: §9 recommendations, 8 per grid.
  videoRecommendations: tileGrid({
    payload: z
      .object({ actorId: idSchema.optional(), albumId: idSchema.optional() })
      .refine((p) => (p.actorId === undefined) !== (p.albumId === undefined), { message: 'Give either actorId or albumId.' }),
    load: async (payload, { db, viewerCountry }) => ({
      items: await videoRecommendations(db, { ...payload, first: RECOMMENDATIONS_PER_GRID, viewerCountry }),
    }),
  }),
  // {page, pageSize, kind, qmday}: §2 tile-grid kinds of active, next and last contests.
  ...contestGrids,
  // {page, pageSize} series; {page, pageSize, seriesKey?, sort} episodes; {episodeId} recommendations: §2 TV grids.
  ...tvGrids,
  // {page, pageSize}: §2 favourite actors, my video chats, best-chat recommendations.
  ...actorGrids,
} as const;

function parsePayload(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('BAD_REQUEST', 'The payload must be URL-encoded JSON.');
  }
}

/** §7 tileGrid area: the grids and the guest's settings per grid type. */
export const tileGridArea: RestArea = {
  // POST /rest/v1/tileGrid/storeTileGridSettings {type, settings: {mode?, sort?, pageSize?}} – kept per guest and type (§3 session tileGridSettings)
  storeTileGridSettings: restCall({
    method: 'POST',
    auth: 'guest',
    input: z.object({ type: tileGridTypeSchema, settings: tileGridSettingsSchema }),
    handler: async ({ type, settings }, { db, guest }) => {
      await storeTileGridSettings(db, guest.guestId, type, settings);
      return { success: true, data: { type, settings } };
    },
  }),
  // GET /rest/v1/tileGrid/get/{type}/{payload} – one page of a tile grid; payload is URL-encoded JSON
  'get/{type}/{payload}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ type: z.string().max(40), payload: z.string().max(4000) }),
    handler: async ({ type, payload }, context) => {
      const grid = Object.hasOwn(grids, type) ? grids[type as keyof typeof grids] : undefined;
      if (!grid) throw new AppError('NOT_FOUND', `Unknown tile grid type ${type}.`);
      const input = (grid.payload as z.ZodType).parse(parsePayload(payload));
      const data = await (grid.load as (p: unknown, c: GridContext) => Promise<unknown>)(input, context);
      return { success: true, data: { type, ...(data as object) } };
    },
  }),

  // GET /rest/v1/tileGrid/getVideoPictures/{albumId} – a video's preview thumbnails (§9: up to 100)
  'getVideoPictures/{albumId}': restCall({
    method: 'GET',
    auth: 'optional',
    input: z.object({ albumId: idSchema }),
    handler: async ({ albumId }, { db, language, viewerCountry }) => {
      const video = await getVideoDetail(db, { videoId: albumId, language, viewerCountry });
      if (!video) throw new AppError('NOT_FOUND', 'No such video.');
      return { success: true, data: { albumId, pictures: video.previewThumbnails } };
    },
  }),
};
