import * as z from 'zod';
import { dataEnvelope } from './envelope';

/**
 * §2/§3 seasonal and special events. Contests have their own tables; these are the scheduled
 * events whose window, config and rewards are data (lib/server/db/schema/events.ts).
 */
export const EVENT_TYPES = [
  'easter',
  'adventCalendar',
  'goldRush',
  'wetAndWild',
  'activity',
  'slotMachine',
  'wiesnShooting',
  'wiesnBude',
  'halloween',
  'kickIt',
  'cumOn',
  'vrPorn',
] as const;
export const eventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof eventTypeSchema>;

/** §3 reward types of special events and their thresholds (requiredEggs, requiredPoints, a door's day). */
export const eventRewardSchema = z.object({
  key: z.string().min(1).max(40),
  type: z.enum(['video', 'bonusCode', 'coins', 'videoVoucher', 'spins', 'messengerGift', 'vipDays']),
  /** Coins: whole coins; bonusCode: EUR cents of bonus money (a personal code is issued); vipDays: days; the rest: a count. */
  amount: z.number().int().min(1).max(100_000),
  /** Eggs, points or the door's day of month it takes; null: none. */
  threshold: z.number().int().min(0).max(100_000).nullable(),
  /** §3 Easter rewards: isUpTo (up to that many) and hidden (shown once reached). */
  isUpTo: z.boolean().default(false),
  hidden: z.boolean().default(false),
});
export type EventReward = z.infer<typeof eventRewardSchema>;
export const eventRewardsSchema = z.array(eventRewardSchema).max(40);

const attempts = { dailyAttempts: z.number().int().min(1).max(50) };
const gameCategory = z.enum(['slot', 'shooting', 'wheel', 'catch']);

/** One config schema per type: the stored jsonb is parsed by the schema of its row's type. */
export const eventConfigSchemas = {
  easter: z.object({ eggCount: z.number().int().min(1).max(100), pages: z.array(z.string().startsWith('/')).min(1).max(100) }),
  // allowMissedDoors: earlier days' doors still open (default no: a missed door stays shut, §1 come back daily).
  adventCalendar: z.object({ doors: z.number().int().min(1).max(24), allowMissedDoors: z.boolean().optional() }),
  goldRush: z.object({ nuggetsPerDay: z.number().int().min(1).max(100), pointsPerNugget: z.number().int().min(1).max(1000) }),
  wetAndWild: z.object({ ...attempts, gameCategory }),
  activity: z.object({
    activities: z.array(z.object({ key: z.string().min(1).max(40), points: z.number().int().min(1), limitPerDay: z.number().int().min(1) })).min(1).max(20),
    challenges: z.array(z.object({ key: z.string().min(1).max(40), points: z.number().int().min(1), target: z.number().int().min(1) })).max(20),
  }),
  slotMachine: z.object({ ...attempts, gameCategory, pointsPerAttempt: z.array(z.number().int().min(0).max(1000)).min(1).max(62) }),
  wiesnShooting: z.object({ ...attempts, gameCategory }),
  wiesnBude: z.object({ ...attempts, gameCategory }),
  halloween: z.object({ ...attempts, gameCategory }),
  kickIt: z.object({ ...attempts, gameCategory }),
  cumOn: z.object({ landingCategory: z.string().min(1).max(60) }),
  // §3 newsletter type bit for VR porn (2048).
  vrPorn: z.object({ newsletterType: z.literal(2048) }),
} as const satisfies Record<EventType, z.ZodType>;
export type EventConfig<T extends EventType = EventType> = z.infer<(typeof eventConfigSchemas)[T]>;

/** Where an event stands at the asked instant. */
export const eventStateSchema = z.enum(['live', 'upcoming', 'past']);
export type EventState = z.infer<typeof eventStateSchema>;

export const scheduledEventSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  type: eventTypeSchema,
  state: eventStateSchema,
  /** The window: [startsAt, endsAt) instants, and the Berlin days it covers (inclusive). */
  startsAt: z.string(),
  endsAt: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  config: z.record(z.string(), z.unknown()),
  rewards: eventRewardsSchema,
});
export type ScheduledEventWire = z.infer<typeof scheduledEventSchema>;

// GET /rest/v1/specialEvents/get/events (optional qmday / qmdate)
export const eventsResponseSchema = dataEnvelope(
  z.object({ day: z.string(), live: z.array(scheduledEventSchema), upcoming: z.array(scheduledEventSchema), past: z.array(scheduledEventSchema) }),
);
export type EventsResponse = z.infer<typeof eventsResponseSchema>;

// GET /rest/v1/specialEvents/getData/{eventType} (optional qmdate): the live one, else the next, else the last.
export const eventDataResponseSchema = dataEnvelope(z.object({ day: z.string(), event: scheduledEventSchema.nullable() }));
export type EventDataResponse = z.infer<typeof eventDataResponseSchema>;
