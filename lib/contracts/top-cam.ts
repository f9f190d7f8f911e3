import * as z from 'zod';
import { imageSchema } from './image';
import { moneySchema } from './money';

/**
 * §2 top cams views: top 100 (rank points), favourites (pinned count), best chats (satisfaction
 * over the last 90 days, at least 10 ratings) and top video call (video-call ranking among
 * performers who take mobile video calls).
 */
export const topCamViewSchema = z.enum(['top100', 'favorites', 'bestChats', 'videoCall']);
export type TopCamView = z.infer<typeof topCamViewSchema>;

/** At most this many entries per view (§2 "top 100"). */
export const TOP_CAMS_MAX = 100;

/** §3 top cam. Ratings are null unless shown (§5: at least 10 ratings in the last 90 days). */
export const topCamSchema = z.object({
  /** 1-based place in its view. */
  position: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  /** Lowercased name (§2 links). */
  slug: z.string(),
  /** The English internal path; pages localize it (i18n/routing.ts). */
  profileLink: z.string(),
  online: z.boolean(),
  onlineVideocall: z.boolean(),
  age: z.number().int(),
  previewPicture: imageSchema,
  avatarPicture: imageSchema,
  spokenLanguages: z.array(z.string()),
  pinnedCount: z.number().int(),
  ratingCount: z.number().int().nullable(),
  /** Whole percent of satisfied ratings in the window. */
  satisfactionRate: z.number().int().nullable(),
  rankingPointsVideoCall: z.number().int(),
  videocallPrice: moneySchema,
});
export type TopCam = z.infer<typeof topCamSchema>;

export const topCamListSchema = z.object({ view: topCamViewSchema, items: z.array(topCamSchema) });
export type TopCamList = z.infer<typeof topCamListSchema>;

/** Where one performer stands in a view: her place (null outside the top 100) and the list around her. */
export const topCamStandingSchema = z.object({
  view: topCamViewSchema,
  position: z.number().int().nullable(),
  size: z.number().int(),
  around: z.array(topCamSchema),
});
export type TopCamStanding = z.infer<typeof topCamStandingSchema>;
