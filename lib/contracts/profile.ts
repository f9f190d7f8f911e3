import * as z from 'zod';
import { modelListItemSchema } from './actor';
import { imageSchema } from './image';
import { moneySchema } from './money';

/**
 * §3 chat ratings: `lastNinetyDays` with countRatings and satisfactionRate (whole percent of
 * satisfied chats). §5: ratings are shown only with at least 10 ratings in the 90-day window, so
 * below that `lastNinetyDays` is null — no client can show what the rule hides.
 */
export const chatRatingsSchema = z.object({
  actorId: z.number().int(),
  lastNinetyDays: z.object({ countRatings: z.number().int(), satisfactionRate: z.number().int().min(0).max(100) }).nullable(),
});
export type ChatRatings = z.infer<typeof chatRatingsSchema>;

/** §9 interview defaults: image size 720, duration in seconds. */
export const interviewDurationFormatSchema = z.enum(['seconds', 'mmss']);
export type InterviewDurationFormat = z.infer<typeof interviewDurationFormatSchema>;

/** §3 interviews: the question is a key translated by the page (messages InterviewQuestions). */
export const interviewSchema = z.object({
  id: z.number().int(),
  questionKey: z.string(),
  /** Written by the performer; shown as written. */
  answer: z.string(),
  durationSeconds: z.number().int(),
  recordedAt: z.string(),
  image: imageSchema,
});
export type Interview = z.infer<typeof interviewSchema>;

/** Hours in a week: the heat map's values, Monday 00:00 first (Berlin time). */
export const HOURS_PER_WEEK = 168;

/** §3 heat maps: heatMaps (168 shares 0–100), hoursToBeOnline (0–23), actorName, memo. */
export const heatMapSchema = z.object({
  actorId: z.number().int(),
  actorName: z.string(),
  heatMaps: z.array(z.number().int().min(0).max(100)).length(HOURS_PER_WEEK),
  hoursToBeOnline: z.array(z.number().int().min(0).max(23)),
  memo: z.string(),
  timeZone: z.literal('Europe/Berlin'),
  updatedAt: z.string(),
});
export type HeatMap = z.infer<typeof heatMapSchema>;

/** Profile facts of the about-me page beyond the model list item. */
export const profileFactsSchema = z.object({
  heightCm: z.number().int().nullable(),
  hairColor: z.string().nullable(),
  eyeColor: z.string().nullable(),
});
export type ProfileFacts = z.infer<typeof profileFactsSchema>;

/** `profile/phoenix/get_profile_preview/{actorId}`: the small card of a performer. */
export const profilePreviewSchema = modelListItemSchema.extend({
  /** Internal English path without the language, e.g. /amateur/lunasky/ */
  link: z.string(),
  videoCount: z.number().int(),
  albumCount: z.number().int(),
});
export type ProfilePreview = z.infer<typeof profilePreviewSchema>;

const priceRangeSchema = z.object({ min: moneySchema, max: moneySchema }).nullable();

/** What a performer sells, per kind: counts and the price range of the paid ones. */
export const salesKindSchema = z.object({
  count: z.number().int(),
  freeCount: z.number().int(),
  discountedCount: z.number().int(),
  vipCount: z.number().int(),
  priceRange: priceRangeSchema,
});

/** `profile/sales/actor/{actorId}`: released videos and photo albums (sedcards are not sold). */
export const actorSalesSchema = z.object({
  actorId: z.number().int(),
  videos: salesKindSchema,
  albums: salesKindSchema,
});
export type ActorSales = z.infer<typeof actorSalesSchema>;

/** `actor/getActorPreviewImage/{actorIdOrName}`: the avatar (§9 age rating 16) at three sizes. */
export const actorPreviewImageSchema = z.object({
  actorId: z.number().int(),
  actorName: z.string(),
  ageRating: z.number().int(),
  image: imageSchema,
  sizes: z.object({ w320: imageSchema, w640: imageSchema, w1280: imageSchema }),
});
export type ActorPreviewImage = z.infer<typeof actorPreviewImageSchema>;

/** One TV program slot of a performer (§2 TV livestream): where and when she is on. */
export const actorTvAiringSchema = z.object({
  channel: z.enum(['livestream', 'premium']),
  slotId: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The localized livestream page of the channel. */
  link: z.string(),
});
export type ActorTvAiring = z.infer<typeof actorTvAiringSchema>;

/**
 * `actor/getActorTVLivestreamDataById/{actorId}`: isLive while one of her program slots runs
 * (stream: that slot), nextAiring her next slot that has not started.
 */
export const actorTvLivestreamSchema = z.object({
  actorId: z.number().int(),
  actorName: z.string(),
  isOnline: z.boolean(),
  isLive: z.boolean(),
  stream: actorTvAiringSchema.nullable(),
  nextAiring: actorTvAiringSchema.nullable(),
});
export type ActorTvLivestream = z.infer<typeof actorTvLivestreamSchema>;
