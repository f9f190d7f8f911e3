import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './accounts';

export type TopUpStatus = 'pending' | 'requires_confirmation' | 'succeeded' | 'declined' | 'failed';

/**
 * One top-up attempt (issue 5). The row is written before the provider is called, keyed by the
 * guest's idempotency key with the hash of the request: a replay answers from the row, the same
 * key with another body is refused. The credit and `succeeded` are written in one transaction.
 */
export const topUps = pgTable(
  'top_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** Minor units of `currency`. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** §2 flow (moneycharge, trialmoneycharge, limit, …). */
    flow: text('flow').notNull(),
    /** §2 paytype: CC, LS, Voice, carrier. */
    paytype: text('paytype').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    status: text('status').notNull().$type<TopUpStatus>(),
    declineReason: text('decline_reason'),
    cardLast4: text('card_last4'),
    /** The billing descriptor the statement shows (BILLING_DESCRIPTOR at the time). */
    descriptor: text('descriptor').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('top_ups_guest_idem_key').on(t.guestId, t.idempotencyKey),
    index('top_ups_guest_idx').on(t.guestId, t.id),
    index('top_ups_pending_idx').on(t.status, t.createdAt),
    check('top_ups_amount_positive', sql`${t.amount} > 0`),
    check('top_ups_status_known', sql`${t.status} in ('pending', 'requires_confirmation', 'succeeded', 'declined', 'failed')`),
  ],
);

/**
 * The sandbox payment provider's own book (lib/server/payments/sandbox-provider.ts): what a real
 * provider keeps on its side. One charge per reference, so a retried charge is not taken twice
 * and a restart can ask what happened to a top-up that was in flight.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().$type<'succeeded' | 'declined' | 'requires_confirmation'>(),
    cardLast4: text('card_last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_charges_reference_key').on(t.reference)],
);
