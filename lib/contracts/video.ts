import * as z from 'zod';
import { actorTypeSchema } from './actor';
import { imageSchema } from './image';
import { moneySchema } from './money';
import { dbIdSchema as pgInt } from './db-id';

/** §5: the video categories; anything else is 'Unmapped category'. */
export const VIDEO_CATEGORIES = [
  'allVideos',
  'newVideos',
  'discountedVideos',
  'trendingVideos',
  'freeVideos',
  'topVideos',
  'vip30Videos',
  'boughtVideos',
] as const;
export const videoCategorySchema = z.enum(VIDEO_CATEGORIES);
export type VideoCategory = z.infer<typeof videoCategorySchema>;

/**
 * Video orders (§9 "video sort orders … newest, cheapest, topRated, bestSelling"), each one of the
 * §9 tile sorts (duration, free, price, rating, released, sold) in one direction, plus the
 * trending order of the trending category. The same names are used in `?sort=`, GraphQL and REST.
 */
export const VIDEO_ORDERS = [
  'newest',
  'oldest',
  'topRated',
  'bestSelling',
  'topTrending',
  'cheapest',
  'priciest',
  'longest',
  'shortest',
  'freeFirst',
] as const;
export const videoOrderSchema = z.enum(VIDEO_ORDERS);
export type VideoOrder = z.infer<typeof videoOrderSchema>;

/** §9 tile sort names (duration, free, price, rating, released, sold), each in its usual direction. */
export const TILE_SORT_ORDERS = {
  duration: 'longest',
  free: 'freeFirst',
  price: 'cheapest',
  rating: 'topRated',
  released: 'newest',
  sold: 'bestSelling',
} as const satisfies Record<string, VideoOrder>;

/** A sort as a query or payload gives it: an order name or a §9 tile sort name. */
export const videoSortParamSchema = z.union([
  videoOrderSchema,
  z.enum(Object.keys(TILE_SORT_ORDERS) as [keyof typeof TILE_SORT_ORDERS]).transform((sort) => TILE_SORT_ORDERS[sort]),
]);

/** §3 video filter types. */
export const VIDEO_FILTER_TYPES = [
  'free',
  'premium',
  'discount',
  'vip',
  'bought',
  'trending',
  'vxselect',
  'vip30',
  'classic',
  'shared',
  'original',
] as const;
export const videoFilterTypeSchema = z.enum(VIDEO_FILTER_TYPES);
export type VideoFilterType = z.infer<typeof videoFilterTypeSchema>;

const isoDay = z.iso.date().or(z.iso.datetime({ offset: true }));

/** §3 video filter: modelIds, actingGroups, ids, tags (tag groups), releasedFrom, releasedUntil, types. */
export const videoFilterSchema = z.object({
  modelIds: z.array(pgInt).max(100).optional(),
  actingGroups: z.array(actorTypeSchema).max(5).optional(),
  ids: z.array(pgInt).max(200).optional(),
  tags: z.array(z.string().trim().min(1).max(80)).max(20).optional(),
  releasedFrom: isoDay.optional(),
  releasedUntil: isoDay.optional(),
  types: z.array(videoFilterTypeSchema).max(VIDEO_FILTER_TYPES.length).optional(),
});
export type VideoFilter = z.infer<typeof videoFilterSchema>;

/** §3 guestInfo: what the viewing guest has done with the video. */
export const videoGuestInfoSchema = z.object({
  bought: z.boolean(),
  gifted: z.boolean(),
  flatrate: z.boolean(),
  liked: z.boolean(),
});
export type VideoGuestInfo = z.infer<typeof videoGuestInfoSchema>;

/** §9 image sizes w320, w640, w1280. */
export const videoPreviewImagesSchema = z.object({ w320: imageSchema, w640: imageSchema, w1280: imageSchema });

/** A video as lists return it: the §3 video fields except the preview thumbnails. */
export const videoTileSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  duration: z.number().int(),
  ageRating: z.number().int(),
  vip: z.boolean(),
  isVip30Offer: z.boolean(),
  free: z.boolean(),
  new: z.boolean(),
  camRecording: z.boolean(),
  classic: z.boolean(),
  allowedInPlaylists: z.boolean(),
  /** Anonymous state until purchases and likes exist (all false); pages fill it in on the client. */
  guestInfo: videoGuestInfoSchema,
  price: moneySchema,
  basePrice: moneySchema,
  dailyBonusPrice: moneySchema.nullable(),
  /** The tile's poster (w640). */
  preview: imageSchema,
  previewImages: videoPreviewImagesSchema,
  releasedAt: z.string(),
  rating: z.object({ likes: z.number().int(), dislikes: z.number().int() }),
  /** Same as rating.likes (kept for the first tiles that read it). */
  ratingLikes: z.number().int(),
  model: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** The English internal path without the language prefix, e.g. /amateur/luna/video/100001/; pages localize it. */
  link: z.string(),
});
export type VideoTile = z.infer<typeof videoTileSchema>;

export const videoTagSchema = z.object({ id: z.number().int(), tagGroup: z.string(), name: z.string() });
export type VideoTag = z.infer<typeof videoTagSchema>;

/**
 * §3 contestInfo place: the contest the video is entered in (the running one, else the latest
 * ended one). place: its current rank while the contest runs (state active), its place 1–3 once
 * the contest ended (state last; null when it did not reach the podium).
 */
export const videoContestInfoSchema = z.object({
  contestId: z.number().int(),
  title: z.string(),
  state: z.enum(['active', 'last']),
  place: z.number().int().positive().nullable(),
});
export type VideoContestInfo = z.infer<typeof videoContestInfoSchema>;

/** The video detail page and single-video calls: every §3 video field. */
export const videoDetailSchema = videoTileSchema.extend({
  previewThumbnails: z.array(imageSchema),
  tags: z.array(videoTagSchema),
  actingGroup: actorTypeSchema,
  /** null: not entered in a contest that started; absent from answers built before contests existed. */
  contestInfo: videoContestInfoSchema.nullable().optional(),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

export const videoPageSchema = z.object({ total: z.number().int(), items: z.array(videoTileSchema) });

/** §3 video star. */
export const videoStarSchema = z.object({
  actorId: z.number().int(),
  actorName: z.string(),
  slug: z.string(),
  age: z.number().int(),
  videoCount: z.number().int(),
  newVideoCount: z.number().int(),
  online: z.boolean(),
  spokenLanguages: z.array(z.string()),
  avatar: imageSchema,
});
export type VideoStar = z.infer<typeof videoStarSchema>;

/** A tag with how many released videos carry it (tag search, most popular tags). */
export const tagCountSchema = videoTagSchema.extend({ videoCount: z.number().int() });
export type TagCount = z.infer<typeof tagCountSchema>;

/** §7 collections: curated sets of videos. */
export const videoCollectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  videoCount: z.number().int(),
  videos: z.array(videoTileSchema),
});
export type VideoCollection = z.infer<typeof videoCollectionSchema>;
