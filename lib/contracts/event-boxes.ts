import * as z from 'zod';
import type en from '@/messages/en.json';
import { calendarDaySchema } from './daily-bonus';
import { dataEnvelope } from './envelope';
import type { EventType } from './events';

/** §2 five-days-bonus: where the guest's streak stands on the asked Berlin day. */
export const streakStatusSchema = z.object({
  today: calendarDaySchema,
  /** Days in a row up to today (today counted once visited). */
  days: z.number().int().min(0),
  /** Days of the current round of five already behind today (0–4). */
  done: z.number().int().min(0).max(4),
  todayDone: z.boolean(),
  roundStart: calendarDaySchema,
  claimable: z.boolean(),
  claimed: z.boolean(),
  /** What the bonus gives: spins for the §3 spin wheel. */
  spins: z.number().int().min(1),
});
export type StreakStatusWire = z.infer<typeof streakStatusSchema>;

// GET eventBoxes/streak, POST eventBoxes/streak/visit, POST eventBoxes/streak/claim (optional qmday)
export const streakResponseSchema = dataEnvelope(streakStatusSchema);
export type StreakResponse = z.infer<typeof streakResponseSchema>;

/** A tree of strings: the shape is checked, the keys are the catalogue's (EventBoxesText). */
type TextTree = { [key: string]: string | TextTree };
const textTreeSchema: z.ZodType<TextTree> = z.lazy(() => z.record(z.string(), z.union([z.string().max(600), textTreeSchema])));

// GET eventBoxes/text – the strings of the boxes that open by themselves (no page passes them props)
export const boxTextResponseSchema = dataEnvelope(textTreeSchema.transform((tree) => tree as unknown as EventBoxesText));

/**
 * The §2 event boxes' strings as the catalogue writes them ({placeholders} filled in the browser
 * with lib/format/fill.ts), with the reward and offer names they share with the event and
 * daily-deals pages, and finished URLs (lib/event-boxes/event-boxes-text.ts builds it).
 */
export type EventBoxesText = (typeof en)['eventBoxes'] & {
  rewardTypes: (typeof en)['activity']['rewardTypes'];
  offer: { kinds: (typeof en)['dailyBonus']['kinds']; effects: (typeof en)['dailyBonus']['effects'] };
  links: { dailyDeals: string; spinWheel: string };
};
/** What each box needs of it: an opener sends only its box's part. */
export type TagRewardText = Pick<EventBoxesText, 'tagReward' | 'errors' | 'close' | 'offer' | 'links'>;
export type FiveDaysText = Pick<EventBoxesText, 'fiveDays' | 'errors' | 'close' | 'links'>;
export type GiftCalendarText = Pick<EventBoxesText, 'giftCalendar' | 'errors' | 'close' | 'loading' | 'failed' | 'retry' | 'rewardTypes'>;
/** `eventHrefs`: each event type's page, '' where it has none. */
export type YearlyCalendarText = Pick<EventBoxesText, 'yearly' | 'close' | 'loading' | 'failed' | 'retry'> & { eventHrefs: Record<EventType, string> };
