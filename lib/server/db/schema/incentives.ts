import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { IncentiveResult, IncentiveType } from '@/lib/contracts/incentive';
import { guests } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const knownType = (column: unknown) => sql`${column} in ('signup', 'firstTopUp', 'refill', 'vip', 'vipEnding')`;

/**
 * §7 closeIncentive: every closed incentive and how (the conversion statistics). `guestId` null:
 * a visitor closed it (visitors keep their own block cookie, §9).
 */
export const incentiveResults = pgTable(
  'incentive_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    incentiveType: text('incentive_type').notNull().$type<IncentiveType>(),
    result: text('result').notNull().$type<IncentiveResult>(),
    closedAt: at('closed_at').notNull().defaultNow(),
  },
  (t) => [
    check('incentive_results_type_known', knownType(t.incentiveType)),
    check('incentive_results_result_known', sql`${t.result} in ('accepted', 'dismissed')`),
    index('incentive_results_guest_idx').on(t.guestId, t.closedAt),
  ],
);

export type IncentiveSnoozeReason = 'hidden' | 'dismissed';

/**
 * Incentive types a logged-in guest does not get until `until`: the refill window hidden for a
 * day or a week (§7 setRefillWindowHidden), or an incentive dismissed (the rest of the Berlin day).
 * Server-side, so it holds across reloads and devices. One row per guest and type; the later end wins.
 */
export const incentiveSnoozes = pgTable(
  'incentive_snoozes',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    incentiveType: text('incentive_type').notNull().$type<IncentiveType>(),
    until: at('snoozed_until').notNull(),
    reason: text('reason').notNull().$type<IncentiveSnoozeReason>(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.incentiveType] }),
    check('incentive_snoozes_type_known', knownType(t.incentiveType)),
    check('incentive_snoozes_reason_known', sql`${t.reason} in ('hidden', 'dismissed')`),
  ],
);
