import * as z from 'zod';
import { imageSchema } from './image';
import { dbIdParamSchema, dbIdSchema } from './db-id';
import { dataEnvelope } from './envelope';

/**
 * The media centre (§2 TV routes, §3 TV series and mediathek video, §7 tv area): series (TV formats)
 * with episodes, TV posts, the episode stream and the guest's kept episodes. Titles and texts come
 * in the request's language (de, en, es, nl); links are English internal paths without the language.
 */

/** §9 mediathek sorts; `?sort=`, REST and GraphQL use these names. */
export const MEDIATHEK_SORTS = ['newest', 'oldest', 'longest', 'topRated', 'mostViewed'] as const;
export const mediathekSortSchema = z.enum(MEDIATHEK_SORTS);
export type MediathekSort = z.infer<typeof mediathekSortSchema>;
export const DEFAULT_MEDIATHEK_SORT: MediathekSort = 'newest';
/** Pages: an unknown `?sort=` falls back to the default instead of failing. */
export const mediathekSortOf = (value: unknown): MediathekSort => mediathekSortSchema.catch(DEFAULT_MEDIATHEK_SORT).parse(value);

/** Tiles per page of the series overview and of a series' episode list. */
export const TV_SERIES_PAGE_SIZE = 24;
export const MEDIATHEK_EPISODE_PAGE_SIZE = 24;
export const MEDIATHEK_MAX_LIMIT = 100;
/** §9 TV mediathek recommendations 5. */
export const MEDIATHEK_RECOMMENDATIONS = 5;
/** Newest episodes on the mediathek front (updateMediathek) and TV posts on a series page. */
export const MEDIATHEK_FRONT_NEWEST = 12;
export const SERIES_POSTS = 5;

/** A series key: lowercase ASCII slug, the same in every language (`kitchen-stories`). */
export const seriesKeySchema = z.string().min(1).max(64).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** A TV post slug (the same in every language). */
export const tvPostSlugSchema = z.string().min(1).max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** Genres of the formats; the pages name them in the reader's language (tvMediathek.genre.*). */
export const TV_GENRES = ['magazine', 'reality', 'cooking', 'travel', 'backstage', 'talk', 'lifestyle'] as const;
export const tvGenreSchema = z.enum(TV_GENRES);
export type TvGenre = z.infer<typeof tvGenreSchema>;

/** A TV post as lists show it; `seriesKey` null: a post of the channel itself. */
export const tvPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  teaser: z.string(),
  seriesKey: z.string().nullable(),
  /** ISO 8601. */
  publishedAt: z.string(),
  picture: imageSchema,
  /** `/tv/posts/{slug}/` */
  link: z.string(),
});
export type TvPostSummary = z.infer<typeof tvPostSummarySchema>;

/** A TV post: `html` is rendered on the server from structured blocks, every text escaped. */
export const tvPostSchema = tvPostSummarySchema.extend({ html: z.string(), seriesTitle: z.string().nullable() });
export type TvPost = z.infer<typeof tvPostSchema>;

/** §3 TV series: id, title, episodeCount, preview image (+ key, teaser, premium, latestAt, link). */
export const tvSeriesSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  teaser: z.string(),
  episodeCount: z.number().int(),
  previewPicture: imageSchema,
  /** It has premium episodes (TV or VIP subscribers only). */
  premium: z.boolean(),
  /** ISO 8601 air date of its newest episode. */
  latestAt: z.string(),
  /** `/tv/mediathek/{key}/` */
  link: z.string(),
});
export type TvSeries = z.infer<typeof tvSeriesSchema>;

export const tvSeriesDetailSchema = tvSeriesSchema.extend({
  description: z.string(),
  genre: tvGenreSchema,
  seasonCount: z.number().int(),
  /** Its newest TV posts (at most SERIES_POSTS). */
  posts: z.array(tvPostSummarySchema),
});
export type TvSeriesDetail = z.infer<typeof tvSeriesDetailSchema>;

/** §3 mediathek video: id, title, fsk, duration, previewPicture, link — an episode of a series. */
export const mediathekVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 12, 16 or 18. */
  fsk: z.number().int(),
  /** Seconds. */
  duration: z.number().int(),
  previewPicture: imageSchema,
  /** `/tv/mediathek/{seriesKey}/{id}/` */
  link: z.string(),
  seriesKey: z.string(),
  seriesTitle: z.string(),
  season: z.number().int(),
  episode: z.number().int(),
  /** Premium: TV or VIP subscribers only; else free TV (anybody the fsk allows). */
  premium: z.boolean(),
  /** ISO 8601. */
  airedAt: z.string(),
  views: z.number().int(),
  /** Average rating 0–5 (one decimal). */
  rating: z.number(),
});
export type MediathekVideo = z.infer<typeof mediathekVideoSchema>;

export const mediathekEpisodeSchema = mediathekVideoSchema.extend({ description: z.string() });
export type MediathekEpisode = z.infer<typeof mediathekEpisodeSchema>;

export const tvSeriesPageSchema = z.object({ items: z.array(tvSeriesSchema), total: z.number().int() });
export type TvSeriesPage = z.infer<typeof tvSeriesPageSchema>;
export const mediathekVideoPageSchema = z.object({ items: z.array(mediathekVideoSchema), total: z.number().int() });
export type MediathekVideoPage = z.infer<typeof mediathekVideoPageSchema>;

/**
 * A signed, 10-minute episode stream for this viewer (`g` 0 only for a free episode a visitor may
 * watch): `/media/tv-episode/<episodeId>.mp4?g=&exp=&sig=`, re-checked per request (§6). Its shape
 * fits the video player's `StreamGrantWire` (access `free` = free TV, `flatrate` = TV/VIP).
 */
export const episodeStreamSchema = z.object({
  url: z.string().regex(/^\/media\/tv-episode\/\d+\.mp4\?/),
  expiresAt: z.number().int(),
  access: z.enum(['free', 'flatrate']),
});
export type EpisodeStream = z.infer<typeof episodeStreamSchema>;

/** What the viewer may do: watch, or why not (log in, subscribe to TV, verify the age). */
export const episodeAccessSchema = z.enum(['watch', 'login', 'subscribe', 'verify']);
export type EpisodeAccess = z.infer<typeof episodeAccessSchema>;

// --- REST (§7 tv area; every GET accepts and ignores `t`) ---

const t = z.string().max(20).optional();

// GET /rest/v1/tv/updateMediathek?since=<ISO>&t= – the mediathek front
export const updateMediathekInputSchema = z.object({ since: z.iso.datetime({ offset: true }).optional(), t });
export const mediathekFrontSchema = z.object({
  newest: z.array(mediathekVideoSchema),
  series: z.array(tvSeriesSchema),
  counts: z.object({
    series: z.number().int(),
    episodes: z.number().int(),
    freeEpisodes: z.number().int(),
    /** Episodes aired after `since` (null without `since`). */
    newSince: z.number().int().nullable(),
  }),
  serverTime: z.string(),
});
export type MediathekFront = z.infer<typeof mediathekFrontSchema>;
export const updateMediathekResponseSchema = dataEnvelope(mediathekFrontSchema);

// GET /rest/v1/tv/format/{key}?sort=&offset=&limit=&t= – a series with one page of its episodes
export const formatInputSchema = z.object({
  key: seriesKeySchema,
  sort: mediathekSortSchema.default(DEFAULT_MEDIATHEK_SORT),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(MEDIATHEK_MAX_LIMIT).default(MEDIATHEK_EPISODE_PAGE_SIZE),
  t,
});
export const formatSchema = z.object({ series: tvSeriesDetailSchema, episodes: mediathekVideoPageSchema, sort: mediathekSortSchema });
export type TvFormat = z.infer<typeof formatSchema>;
export const formatResponseSchema = dataEnvelope(formatSchema);

// GET /rest/v1/tv/article/{slug}?t= – a TV post
export const articleInputSchema = z.object({ slug: tvPostSlugSchema, t });
export const articleResponseSchema = dataEnvelope(tvPostSchema);

// GET /rest/v1/tv/video/{videoId}?t= – an episode, its stream when allowed (never a 403 here)
export const tvVideoInputSchema = z.object({ videoId: dbIdParamSchema, t });
export const tvVideoSchema = z.object({
  episode: mediathekEpisodeSchema,
  /** Null unless access is `watch`. */
  stream: episodeStreamSchema.nullable(),
  access: episodeAccessSchema,
  /** In the guest's media library (false for visitors). */
  kept: z.boolean(),
});
export type TvVideo = z.infer<typeof tvVideoSchema>;
export const tvVideoResponseSchema = dataEnvelope(tvVideoSchema);

// GET /rest/v1/tv/suggest/{hashId}?t= – 5 recommendations for an episode (hashId = the episode id)
export const suggestInputSchema = z.object({ hashId: z.string().max(20), t });
export const suggestResponseSchema = dataEnvelope(z.object({ items: z.array(mediathekVideoSchema) }));

// POST /rest/v1/guest/mediathek/keepTvEpisode {episodeId} and .../deleteTvEpisode {episodeId} (guest token; idempotent)
export const keepTvEpisodeInputSchema = z.object({ episodeId: dbIdSchema });
export const keepTvEpisodeResponseSchema = dataEnvelope(z.object({ episodeId: z.number().int(), kept: z.boolean() }));
