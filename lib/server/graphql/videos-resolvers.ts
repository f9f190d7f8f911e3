import 'server-only';
import * as z from 'zod';
import {
  type TagCount,
  type VideoCollection,
  type VideoStar,
  type VideoTile,
  videoFilterSchema,
  videoOrderSchema,
} from '@/lib/contracts/video';
import { PREVIEW_THUMBNAILS_PER_VIDEO, RECOMMENDATIONS_PER_GRID, VIDEO_ITEMS_PER_GRID, VIDEO_STARS_PAGE_SIZE } from '@/lib/catalog/rules';
import { listVideos, type VideoPage } from '@/lib/server/catalog/list-videos';
import { listCollections } from '@/lib/server/catalog/videos/collections';
import { getVideoDetail } from '@/lib/server/catalog/videos/get-video';
import { videoPreviewThumbnails } from '@/lib/server/catalog/videos/preview-images';
import { videoRecommendations as recommend } from '@/lib/server/catalog/videos/recommendations';
import { guestTestGroup } from '@/lib/server/test-groups/guest-test-groups';
import { RECOMMENDED_VIDEO_FILTER_TEST_ID } from '@/lib/server/test-groups/running-tests';
import { popularTags as mostPopular, searchTags } from '@/lib/server/catalog/videos/tags';
import { listVideoStars } from '@/lib/server/catalog/videos/video-stars';
import { RATING_LIKE, type RatingValue } from '@/lib/contracts/social';
import { type Ownership, ownershipLoader } from '@/lib/server/purchases/owned-items';
import { guestRatingsOf } from '@/lib/server/social/rate-subject';
import { subscriptionState } from '@/lib/server/subscriptions/subscription-state';
import type { GraphqlContext } from './context';
import { contextNow } from './context-now';

const MAX_PAGE = 100;
const MAX_OFFSET = 1_000_000;

/** GraphQL sends explicit nulls; zod's optional() means "absent", so nulls are dropped first. */
function dropNulls(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
}

const first = (fallback: number, max = MAX_PAGE) =>
  z.number().int().min(0, 'first must not be negative').max(max, `first must be at most ${max}`).nullish().transform((n) => n ?? fallback);
const offset = z.number().int().min(0, 'offset must not be negative').max(MAX_OFFSET).nullish().transform((n) => n ?? 0);
const id = z.number().int().positive().max(2_147_483_647);

const videosArgs = z.object({
  first: first(VIDEO_ITEMS_PER_GRID),
  offset,
  order: videoOrderSchema.nullish().transform((o) => o ?? undefined),
  filter: z.preprocess(dropNulls, videoFilterSchema).nullish().transform((f) => f ?? undefined),
  // A string, not an enum: §5 wants 'Unmapped category' for anything else, from the service.
  category: z.string().max(40).nullish().transform((c) => c ?? 'allVideos'),
});
const videoArgs = z.object({ id });
const starsArgs = z.object({ first: first(VIDEO_STARS_PAGE_SIZE, VIDEO_STARS_PAGE_SIZE), offset });
const collectionsArgs = z.object({ first: first(10, 50), videosPerCollection: first(RECOMMENDATIONS_PER_GRID, 50) });
const recommendationsArgs = z
  .object({ actorId: id.nullish(), albumId: id.nullish(), first: first(RECOMMENDATIONS_PER_GRID, 50) })
  .refine((a) => (a.actorId == null) !== (a.albumId == null), { message: 'Give either actorId or albumId.' });
const tagsArgs = z.object({ search: z.string().trim().min(1, 'search must not be empty').max(80), first: first(20) });
const popularArgs = z.object({ first: first(20) });
const thumbnailsArgs = z.object({ first: first(PREVIEW_THUMBNAILS_PER_VIDEO, PREVIEW_THUMBNAILS_PER_VIDEO) });

async function videos(_parent: unknown, raw: unknown, context: GraphqlContext): Promise<VideoPage> {
  const args = videosArgs.parse(raw);
  return listVideos(context.db, { ...args, viewerCountry: context.viewerCountry, viewerGuestId: context.guest?.guestId ?? null });
}

async function video(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const args = videoArgs.parse(raw);
  // §3 the daily-deal price of the request's (test) day.
  return getVideoDetail(context.db, { videoId: args.id, language: context.language, viewerCountry: context.viewerCountry, now: contextNow(context) });
}

async function videoStars(_parent: unknown, raw: unknown, context: GraphqlContext): Promise<{ total: number; items: VideoStar[] }> {
  const args = starsArgs.parse(raw);
  return listVideoStars(context.db, { ...args, viewerCountry: context.viewerCountry });
}

async function collections(_parent: unknown, raw: unknown, context: GraphqlContext): Promise<VideoCollection[]> {
  const args = collectionsArgs.parse(raw);
  return listCollections(context.db, { ...args, language: context.language, viewerCountry: context.viewerCountry });
}

async function videoRecommendations(_parent: unknown, raw: unknown, context: GraphqlContext): Promise<VideoTile[]> {
  const args = recommendationsArgs.parse(raw);
  // §9 test 50: the variant group's recommendations leave out what the guest already bought.
  const guestId = context.guest?.guestId ?? null;
  const variant = guestId !== null && (await guestTestGroup(context.db, guestId, RECOMMENDED_VIDEO_FILTER_TEST_ID)) === 1;
  return recommend(context.db, {
    actorId: args.actorId ?? undefined,
    albumId: args.albumId ?? undefined,
    first: args.first,
    viewerCountry: context.viewerCountry,
    leaveOutBoughtBy: variant ? guestId : null,
  });
}

async function tags(_parent: unknown, raw: unknown, context: GraphqlContext): Promise<TagCount[]> {
  const args = tagsArgs.parse(raw);
  return searchTags(context.db, { ...args, language: context.language });
}

async function popularTags(_parent: unknown, raw: unknown, context: GraphqlContext): Promise<TagCount[]> {
  const args = popularArgs.parse(raw);
  return mostPopular(context.db, { ...args, language: context.language });
}

/** Thumbnails are derived from id and duration, so lists compute them only when asked for. */
function previewThumbnails(parent: VideoTile, raw: unknown) {
  const args = thumbnailsArgs.parse(raw);
  return videoPreviewThumbnails(parent.id, parent.duration, { ageRating: parent.ageRating, limit: args.first });
}

/** Whether the request's guest is VIP, asked once per request however many videos it lists. */
const vipByContext = new WeakMap<GraphqlContext, Promise<boolean>>();
function isVipViewer(context: GraphqlContext): Promise<boolean> {
  if (!context.guest) return Promise.resolve(false);
  let answer = vipByContext.get(context);
  if (!answer) {
    answer = subscriptionState(context.db, context.guest.guestId).then((state) => state.isVip);
    vipByContext.set(context, answer);
  }
  return answer;
}

/** The request's purchases, one query for every video the answer lists. */
const ownershipByContext = new WeakMap<GraphqlContext, (id: number) => Promise<Ownership | null>>();
function ownership(context: GraphqlContext, guestId: number, videoId: number): Promise<Ownership | null> {
  let load = ownershipByContext.get(context);
  if (!load) {
    load = ownershipLoader(context.db, guestId, 'video');
    ownershipByContext.set(context, load);
  }
  return load(videoId);
}

/** The request's video ratings, one query for every video the answer lists, batched like the purchases. */
const ratingByContext = new WeakMap<GraphqlContext, (id: number) => Promise<RatingValue | null>>();
function guestRating(context: GraphqlContext, guestId: number, videoId: number): Promise<RatingValue | null> {
  let load = ratingByContext.get(context);
  if (!load) {
    const answered = new Map<number, Promise<RatingValue | null>>();
    let pending: { ids: Set<number>; result: Promise<Map<number, RatingValue>> } | null = null;
    load = (id) => {
      const known = answered.get(id);
      if (known) return known;
      if (!pending) {
        const batch = { ids: new Set<number>(), result: Promise.resolve(new Map<number, RatingValue>()) };
        batch.result = new Promise((resolve) => setImmediate(resolve)).then(() => {
          pending = null;
          return guestRatingsOf(context.db, guestId, 'video', [...batch.ids]);
        });
        pending = batch;
      }
      pending.ids.add(id);
      const answer = pending.result.then((ratings) => ratings.get(id) ?? null);
      answered.set(id, answer);
      return answer;
    };
    ratingByContext.set(context, load);
  }
  return load(videoId);
}

/**
 * §3 guestInfo for the requesting guest: bought or gifted (purchases); a VIP video is included
 * (flatrate) for a VIP guest (§6); liked: the guest's like (§9 rating 5).
 */
async function guestInfo(parent: VideoTile, _args: unknown, context: GraphqlContext) {
  if (!context.guest) return parent.guestInfo;
  const [owned, flatrate, rating] = await Promise.all([
    ownership(context, context.guest.guestId, parent.id),
    parent.vip ? isVipViewer(context) : parent.guestInfo.flatrate,
    guestRating(context, context.guest.guestId, parent.id),
  ]);
  return { ...parent.guestInfo, bought: owned === 'bought', gifted: owned === 'gifted', flatrate, liked: rating === RATING_LIKE };
}

export const videosResolvers = {
  Query: { videos, video, videoStars, collections, videoRecommendations, tags, popularTags },
  Video: { previewThumbnails, guestInfo },
};
