import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './accounts';

/**
 * A guest's saved payment methods (§2 changecc / changels): the provider's reusable
 * token, never card or account numbers. One-click and auto recharge charge the default one; a
 * removed method keeps its row (top-ups point to it) with `removed_at` set.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** §2 paytype: CC (card) or LS (SEPA direct debit). */
    paytype: text('paytype').notNull().$type<'CC' | 'LS'>(),
    provider: text('provider').notNull(),
    /** The provider's reusable token. */
    providerRef: text('provider_ref').notNull(),
    /** 'Visa •••• 4242', 'DE89 •••• 3000'. */
    label: text('label').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_methods_one_default').on(t.guestId).where(sql`${t.isDefault} AND ${t.removedAt} IS NULL`),
    uniqueIndex('payment_methods_active_ref').on(t.guestId, t.provider, t.providerRef).where(sql`${t.removedAt} IS NULL`),
    check('payment_methods_paytype_known', sql`${t.paytype} in ('CC', 'LS')`),
  ],
);

/** Auto recharge (§2 flow autorecharge) and the teaser's dismissal, one row per guest once set. */
export const guestPaymentSettings = pgTable(
  'guest_payment_settings',
  {
    guestId: integer('guest_id')
      .primaryKey()
      .references(() => guests.id, { onDelete: 'cascade' }),
    autoRechargeEnabled: boolean('auto_recharge_enabled').notNull().default(false),
    /** EUR cents: recharge when the balance falls below this. */
    autoRechargeThreshold: integer('auto_recharge_threshold').notNull().default(500),
    /** EUR cents charged each time. */
    autoRechargeAmount: integer('auto_recharge_amount').notNull().default(2000),
    teaserDismissedUntil: timestamp('teaser_dismissed_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('guest_payment_settings_threshold_positive', sql`${t.autoRechargeThreshold} > 0`),
    check('guest_payment_settings_amount_positive', sql`${t.autoRechargeAmount} > 0`),
  ],
);
