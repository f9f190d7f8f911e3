import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './accounts';
import { paymentMethods } from './payment-methods';

export type TopUpStatus = 'pending' | 'requires_confirmation' | 'succeeded' | 'declined' | 'failed';
export type TopUpPaytype = 'CC' | 'LS' | 'Voice' | 'carrier';

/**
 * One payment attempt: a top-up of the balance, or (flow opcompensation) the payment of
 * a restricted guest's open compensation. The row is written before the provider is called, keyed
 * by the guest's idempotency key with the hash of the request: a replay answers from the row, the
 * same key with another body is refused. The outcome and its ledger posting are one transaction.
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
    /** §2 flow (moneycharge, changecc, changels, carrier, oneclick, autorecharge, opcompensation, …). */
    flow: text('flow').notNull(),
    /** §2 paytype: CC, LS, Voice, carrier. */
    paytype: text('paytype').notNull().$type<TopUpPaytype>(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    status: text('status').notNull().$type<TopUpStatus>(),
    declineReason: text('decline_reason'),
    cardLast4: text('card_last4'),
    /** How the receipt names what paid: 'Visa •••• 4242', 'DE89 •••• 3000', '+49 •••• 0002', 'Voice'. */
    sourceLabel: text('source_label'),
    /** The saved method charged (one-click, auto recharge) or saved by this payment. */
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    /** Carrier billing: the guest's mobile number; voice: the number to call. */
    phone: text('phone'),
    /** Voice: SHA-256 of the PIN and when it stops being accepted. */
    pinHash: text('pin_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
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
    index('top_ups_guest_flow_idx').on(t.guestId, t.flow, t.id),
    index('top_ups_pending_idx').on(t.status, t.createdAt),
    check('top_ups_amount_positive', sql`${t.amount} > 0`),
    check('top_ups_status_known', sql`${t.status} in ('pending', 'requires_confirmation', 'succeeded', 'declined', 'failed')`),
    check('top_ups_paytype_known', sql`${t.paytype} in ('CC', 'LS', 'Voice', 'carrier')`),
  ],
);

export type CompensationReason = 'chargeback' | 'returned_debit' | 'failed_payment';

/**
 * §6 restricted guests: money we are owed (a charged-back card payment, a returned direct debit).
 * The opcompensation flow pays all open items at once; `top_up_id` is the payment (a top_ups row
 * of flow opcompensation) that holds or settled the item.
 */
export const compensations = pgTable(
  'compensations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** EUR cents. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull().$type<CompensationReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    topUpId: integer('top_up_id').references(() => topUps.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('compensations_open_idx').on(t.guestId).where(sql`${t.settledAt} IS NULL`),
    check('compensations_amount_positive', sql`${t.amount} > 0`),
    check('compensations_reason_known', sql`${t.reason} in ('chargeback', 'returned_debit', 'failed_payment')`),
  ],
);
