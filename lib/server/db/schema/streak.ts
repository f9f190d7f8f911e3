import { date, index, integer, pgTable, primaryKey, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './accounts';

const guestRef = () =>
  integer('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' });

/** §2 five-days-bonus: the Berlin days a guest came on, one row per guest and day (a second visit that day changes nothing). */
export const guestVisitDays = pgTable('guest_visit_days', { guestId: guestRef(), day: date('day').notNull() }, (t) => [primaryKey({ name: 'guest_visit_days_pk', columns: [t.guestId, t.day] })]);

/**
 * §2 five-days-bonus claimed: one row per guest and five-day round, keyed by the round's first
 * day; the unique key lets one of any number of concurrent claims through.
 */
export const streakBonusClaims = pgTable(
  'streak_bonus_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: guestRef(),
    roundStart: date('round_start').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('streak_bonus_claims_key').on(t.guestId, t.roundStart), index('streak_bonus_claims_guest_idx').on(t.guestId)],
);
