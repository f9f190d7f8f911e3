import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EventReward } from '@/lib/contracts/events';
import { guests } from './accounts';
import { scheduledEvents } from './events';

const at = (name: string) => timestamp(name, { withTimezone: true });
const guestRef = () =>
  integer('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' });
const eventRef = () =>
  integer('event_id')
    .notNull()
    .references(() => scheduledEvents.id, { onDelete: 'cascade' });

/** §3 Easter: an egg a guest found; the unique key (guest, event, Berlin day, page) makes a reused token a no-op. */
export const seasonalEggFinds = pgTable(
  'seasonal_egg_finds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: guestRef(),
    eventId: eventRef(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The internal page key the egg was hidden on, e.g. /videos. */
    page: text('page').notNull(),
    foundAt: at('found_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seasonal_egg_finds_egg_key').on(t.guestId, t.eventId, t.day, t.page)],
);

/**
 * §3/§4 a special-event reward a guest won (an Easter threshold, an advent door): once per guest,
 * event and reward (the unique key decides concurrent claims). `redeemed_at` null: the reward
 * history entry can still be redeemed with its code.
 */
export const seasonalRewards = pgTable(
  'seasonal_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: guestRef(),
    eventId: eventRef(),
    rewardKey: text('reward_key').notNull(),
    type: text('type').notNull().$type<EventReward['type']>(),
    /** What it grants; for an isUpTo reward the amount drawn when it was won. */
    amount: integer('amount').notNull(),
    code: text('code').notNull(),
    wonAt: at('won_at').notNull(),
    redeemedAt: at('redeemed_at'),
  },
  (t) => [
    uniqueIndex('seasonal_rewards_guest_reward_key').on(t.guestId, t.eventId, t.rewardKey),
    uniqueIndex('seasonal_rewards_code_key').on(t.code),
    index('seasonal_rewards_guest_idx').on(t.guestId, t.wonAt),
    check('seasonal_rewards_amount', sql`${t.amount} > 0`),
  ],
);
