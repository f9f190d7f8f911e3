import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './accounts';

export type SubscriptionKind = 'vip' | 'tv';
export type SubscriptionStatus = 'active' | 'expired';

/**
 * VIP (with its trial) and the TV subscription. One running subscription per guest and
 * kind (partial unique index); each period is charged to the ledger (key
 * `subscription:<id>:<period>`), so a renewal job run twice charges once.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<SubscriptionKind>(),
    /** The §2 flow it was started with: vipabo, trialvipabo, vxtvabo. */
    flow: text('flow').notNull(),
    status: text('status').notNull().$type<SubscriptionStatus>(),
    /** Price of each renewal in EUR cents. */
    renewalPrice: integer('renewal_price').notNull(),
    periodDays: integer('period_days').notNull(),
    /** Periods charged so far (1 after the start). */
    periods: integer('periods').notNull().default(1),
    autoRenew: boolean('auto_renew').notNull().default(true),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The idempotency key of the start request: a replay answers this subscription. */
    startKey: text('start_key').notNull(),
    /** The cancellation offer accepted instead of cancelling (§7 acceptCancellationOffer). */
    offerAcceptedAt: timestamp('offer_accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_start_key').on(t.guestId, t.startKey),
    uniqueIndex('subscriptions_running_key').on(t.guestId, t.kind).where(sql`${t.status} = 'active'`),
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
    check('subscriptions_kind_known', sql`${t.kind} in ('vip', 'tv')`),
    check('subscriptions_status_known', sql`${t.status} in ('active', 'expired')`),
  ],
);
