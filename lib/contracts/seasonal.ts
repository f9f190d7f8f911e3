import * as z from 'zod';
import { dataEnvelope } from './envelope';
import { eventRewardSchema, eventStateSchema } from './events';

/**
 * §3/§4/§7 seasonal events: the Easter egg hunt, the advent calendar and the special-event
 * reward history (entries with optionCode and canRedeem).
 */
const rewardType = eventRewardSchema.shape.type;

/** §4 one reward history entry; after redeeming it is no longer redeemable. */
export const rewardEntrySchema = z.object({
  id: z.number().int(),
  rewardKey: z.string(),
  type: rewardType,
  amount: z.number().int(),
  optionCode: z.string(),
  canRedeem: z.boolean(),
  wonAt: z.string(),
  redeemedAt: z.string().nullable(),
});
export type RewardEntry = z.infer<typeof rewardEntrySchema>;

export const seasonalEventSummarySchema = z.object({ id: z.number().int(), key: z.string(), state: eventStateSchema, firstDay: z.string(), lastDay: z.string() });
export type SeasonalEventSummary = z.infer<typeof seasonalEventSummarySchema>;

/** §3 Easter rewards: a hidden one shows its type and amount only once reached. */
export const easterRewardSchema = z.object({
  key: z.string(),
  requiredEggs: z.number().int(),
  isUpTo: z.boolean(),
  hidden: z.boolean(),
  reached: z.boolean(),
  type: rewardType.nullable(),
  amount: z.number().int().nullable(),
});
export type EasterReward = z.infer<typeof easterRewardSchema>;

export const easterStateSchema = z.object({
  day: z.string(),
  event: seasonalEventSummarySchema.nullable(),
  eggCount: z.number().int(),
  collectedEggs: z.number().int(),
  rewards: z.array(easterRewardSchema),
  rewardHistory: z.array(rewardEntrySchema),
});
export type EasterState = z.infer<typeof easterStateSchema>;

// GET /rest/v1/specialEvents/easter/get (optional qmdate) – the guest's hunt
export const easterStateResponseSchema = dataEnvelope(easterStateSchema);
export type EasterStateResponse = z.infer<typeof easterStateResponseSchema>;

/** An egg hidden on a page today for this guest: the page key (internal path) and its signed token. */
export const hiddenEggSchema = z.object({ page: z.string(), verificationToken: z.string() });
export type HiddenEgg = z.infer<typeof hiddenEggSchema>;

// GET /rest/v1/specialEvents/easter/eggs (optional qmdate) – today's eggs not found yet
/** The egg's strings in the call's language ({count} is filled in the browser). */
export const eggTextSchema = z.object({ label: z.string(), collected: z.string(), won: z.string() });
export type EggText = z.infer<typeof eggTextSchema>;
export const hiddenEggsResponseSchema = dataEnvelope(
  z.object({
    day: z.string(),
    eggs: z.array(hiddenEggSchema),
    /** No egg for this guest before this instant (ISO): pages skip the call until then; null while eggs wait. */
    quietUntil: z.string().nullable().default(null),
    text: eggTextSchema,
  }),
);
export type HiddenEggsResponse = z.infer<typeof hiddenEggsResponseSchema>;

// POST /rest/v1/specialEvents/easter/collectEgg {verificationToken, qmdate}
export const collectEggResponseSchema = dataEnvelope(z.object({ collectedEggs: z.number().int(), won: z.array(rewardEntrySchema) }));
export type CollectEggResponse = z.infer<typeof collectEggResponseSchema>;

/** §4 reward history of one event for the guest; credits: §3 tries (available of total). */
export const rewardGuestDataSchema = z.object({ rewardHistory: z.array(rewardEntrySchema), creditsAvailable: z.number().int(), creditsTotal: z.number().int() });

// GET /rest/v1/specialEvents/getReward/{eventId} – the guest's latest reward and history
export const rewardResponseSchema = dataEnvelope(z.object({ reward: rewardEntrySchema.nullable(), guestData: rewardGuestDataSchema }));
export type RewardResponse = z.infer<typeof rewardResponseSchema>;

// POST /rest/v1/specialEvents/redeemReward/{eventId} {optionCode}
export const redeemRewardResponseSchema = dataEnvelope(z.object({ reward: rewardEntrySchema, guestData: rewardGuestDataSchema }));
export type RedeemRewardResponse = z.infer<typeof redeemRewardResponseSchema>;

/** open: today's door, not yet opened; opened: taken; missed: an earlier day's door left shut; locked: a later day's. */
export const adventDoorSchema = z.object({
  door: z.number().int(),
  state: z.enum(['open', 'opened', 'missed', 'locked']),
  /** What it held, once opened. */
  reward: z.object({ type: rewardType, amount: z.number().int() }).nullable(),
});
export type AdventDoor = z.infer<typeof adventDoorSchema>;

export const adventStateSchema = z.object({
  day: z.string(),
  event: seasonalEventSummarySchema.nullable(),
  allowMissedDoors: z.boolean(),
  doors: z.array(adventDoorSchema),
});
export type AdventState = z.infer<typeof adventStateSchema>;

// GET /rest/v1/specialEvents/adventcalendar (optional qmday)
export const adventStateResponseSchema = dataEnvelope(adventStateSchema);
export type AdventStateResponse = z.infer<typeof adventStateResponseSchema>;

// POST /rest/v1/specialEvents/adventcalendar/open {door, qmday}
export const openDoorResponseSchema = dataEnvelope(z.object({ door: z.number().int(), reward: rewardEntrySchema }));
export type OpenDoorResponse = z.infer<typeof openDoorResponseSchema>;
