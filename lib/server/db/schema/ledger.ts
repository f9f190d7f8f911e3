import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Double-entry ledger (DESIGN.md "Money"). Every movement is one transaction whose entries sum
 * to zero per currency. An account's balance is the sum of its entries, kept denormalized in
 * `balance` inside the same database transaction. Guest accounts may never go below zero
 * (CHECK); system accounts (revenue, promotions, payment provider) may.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'guest' | 'actor' | 'system' */
    ownerType: text('owner_type').notNull().$type<'guest' | 'actor' | 'system'>(),
    /** Guest or actor id; for system accounts 0. */
    ownerId: integer('owner_id').notNull(),
    /** System accounts are named ('revenue', 'promotions', 'payments:sandbox'); user accounts 'main'. */
    name: text('name').notNull().default('main'),
    /** EUR, CHF, Credits, Voucher, or the platform coin (§3 currencies). */
    currency: text('currency').notNull(),
    /** Minor units (cents; whole coins/credits). */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Raised with every change of `balance` (same statement): pages order balance events and snapshots by it. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_key').on(t.ownerType, t.ownerId, t.name, t.currency),
    check('ledger_accounts_no_overdraft', sql`${t.ownerType} = 'system' OR ${t.balance} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What happened: 'seed-grant', 'top-up', 'purchase', … */
    kind: text('kind').notNull(),
    /** Exactly-once: a retried request with the same key finds the first transaction. */
    idempotencyKey: text('idempotency_key'),
    memo: jsonb('memo').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_transactions_idem_key').on(t.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed minor units: credit positive, debit negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id), index('ledger_entries_tx_idx').on(t.transactionId)],
);
