import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EventReward } from '@/lib/contracts/events';
import { guests } from './accounts';
import { actors } from './actors';
import { scheduledEvents } from './events';

const at = (name: string) => timestamp(name, { withTimezone: true });
const guestRef = () =>
  integer('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' });
const actorRef = () =>
  integer('actor_id')
    .notNull()
    .references(() => actors.id, { onDelete: 'cascade' });

/**
 * §3 a points reward of the activity event (or gold rush) a guest claimed: once per guest, event
 * and reward (the unique key decides concurrent claims). `points` is what she had when claiming.
 */
export const activityRewardClaims = pgTable(
  'activity_reward_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: guestRef(),
    eventId: integer('event_id')
      .notNull()
      .references(() => scheduledEvents.id, { onDelete: 'cascade' }),
    rewardKey: text('reward_key').notNull(),
    type: text('type').notNull().$type<EventReward['type']>(),
    amount: integer('amount').notNull(),
    points: integer('points').notNull(),
    claimedAt: at('claimed_at').notNull(),
  },
  (t) => [uniqueIndex('activity_reward_claims_key').on(t.guestId, t.eventId, t.rewardKey), check('activity_reward_claims_amount', sql`${t.amount} > 0`)],
);

/** §2/§7 a performer's gift calendar: while [starts_at, ends_at) runs, each Berlin day has a gift (`gifts` cycled by day). */
export const actorGiftCalendars = pgTable(
  'actor_gift_calendars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: actorRef(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    gifts: jsonb('gifts').$type<EventReward[]>().notNull(),
  },
  (t) => [index('actor_gift_calendars_actor_idx').on(t.actorId, t.startsAt), check('actor_gift_calendars_window', sql`${t.endsAt} > ${t.startsAt}`)],
);

/** §7 claim {actorId, qmday}: one gift per guest, performer and Berlin day (the unique key). */
export const actorGiftClaims = pgTable(
  'actor_gift_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: guestRef(),
    actorId: actorRef(),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => actorGiftCalendars.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull().$type<EventReward['type']>(),
    amount: integer('amount').notNull(),
    claimedAt: at('claimed_at').notNull(),
  },
  (t) => [uniqueIndex('actor_gift_claims_key').on(t.guestId, t.actorId, t.day), check('actor_gift_claims_amount', sql`${t.amount} > 0`)],
);
