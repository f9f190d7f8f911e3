import * as z from 'zod';
import { eventRewardSchema, eventStateSchema } from './events';

/** §3 the points events: the activity event, and gold rush (one activity: a nugget a day's activity digs). */
export const POINTS_EVENT_TYPES = ['activity', 'goldRush'] as const;
export const pointsEventTypeSchema = z.enum(POINTS_EVENT_TYPES);
export type PointsEventType = z.infer<typeof pointsEventTypeSchema>;

/** §3 an activity: its points, how often a Berlin day counts it, and what the guest did of it today. */
export const activityProgressSchema = z.object({
  key: z.string(),
  points: z.number().int(),
  limitPerDay: z.number().int(),
  doneToday: z.number().int().min(0),
});
export type ActivityProgress = z.infer<typeof activityProgressSchema>;

/** §3 a challenge: `target` Berlin days in a row with a counted activity earn its points once. */
export const challengeProgressSchema = z.object({
  key: z.string(),
  points: z.number().int(),
  target: z.number().int(),
  progress: z.number().int().min(0),
  completed: z.boolean(),
});
export type ChallengeProgress = z.infer<typeof challengeProgressSchema>;

/** §3 rewards with requiredPoints; claimed once per guest. */
export const pointsRewardSchema = eventRewardSchema.pick({ key: true, type: true, amount: true }).extend({
  requiredPoints: z.number().int().min(0),
  claimed: z.boolean(),
  claimable: z.boolean(),
});
export type PointsReward = z.infer<typeof pointsRewardSchema>;

export const pointsEventSchema = z.object({
  day: z.string(),
  event: z
    .object({ id: z.number().int(), key: z.string(), type: pointsEventTypeSchema, state: eventStateSchema, firstDay: z.string(), lastDay: z.string() })
    .nullable(),
  /** The guest's points in the event (0 for visitors). */
  points: z.number().int().min(0),
  activities: z.array(activityProgressSchema),
  challenges: z.array(challengeProgressSchema),
  rewards: z.array(pointsRewardSchema),
});
export type PointsEvent = z.infer<typeof pointsEventSchema>;

/** What a points event page renders: the visitor's view, the test day to forward, gold rush's nugget rules. */
export type PointsPageData = { initial: PointsEvent; qmday: string | null; goldRush: { nuggetsPerDay: number; pointsPerNugget: number } | null };

// GraphQL query activityEvent(type, qmday) and mutation claimActivityReward(eventId, rewardKey, qmday).
export const activityEventQuerySchema = z.object({ activityEvent: pointsEventSchema });
export const claimActivityRewardResultSchema = z.object({
  claimActivityReward: z.object({ rewardKey: z.string(), type: eventRewardSchema.shape.type, amount: z.number().int(), points: z.number().int() }),
});

/** §2/§7 a performer's gift calendar at the asked day. */
export const giftCalendarSchema = z.object({
  actorId: z.number().int(),
  day: z.string(),
  state: eventStateSchema,
  firstDay: z.string(),
  lastDay: z.string(),
  /** Today's gift while live; null otherwise. */
  gift: eventRewardSchema.pick({ type: true, amount: true }).nullable(),
  claimedToday: z.boolean(),
});
export type GiftCalendar = z.infer<typeof giftCalendarSchema>;
export const actorGiftCalendarQuerySchema = z.object({ actorGiftCalendar: giftCalendarSchema.nullable() });
export const claimActorGiftResultSchema = z.object({
  actorGiftCalendarClaim: z.object({ actorId: z.number().int(), day: z.string(), type: eventRewardSchema.shape.type, amount: z.number().int() }),
});
