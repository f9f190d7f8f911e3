import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './accounts';

export type PurchaseItemType = 'video' | 'album';
/** How the guest came to own it: paid with money, with a voucher (§3 types 1 video, 4 photo album), or given (gift). */
export type PurchaseSource = 'money' | 'voucher' | 'gift';

/**
 * What a guest owns: one row per guest and item, written in the transaction that
 * debits the ledger, so a purchase happens exactly once however many requests race (the unique
 * key decides). Free items and VIP flatrate videos need no row: access is computed
 * (lib/server/purchases/access.ts).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull().$type<PurchaseItemType>(),
    /** videos.id or albums.id (type 'album'). */
    itemId: integer('item_id').notNull(),
    source: text('source').notNull().$type<PurchaseSource>(),
    /** EUR cents debited (0 for a voucher or a gift). */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** §3 voucher type spent (1 video, 4 photo album); null when paid with money. */
    voucherType: smallint('voucher_type'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchases_guest_item_key').on(t.guestId, t.itemType, t.itemId),
    index('purchases_guest_created_idx').on(t.guestId, t.createdAt),
    index('purchases_item_idx').on(t.itemType, t.itemId),
    check('purchases_item_type_known', sql`${t.itemType} in ('video', 'album')`),
    check('purchases_source_known', sql`${t.source} in ('money', 'voucher', 'gift')`),
    check('purchases_price_not_negative', sql`${t.price} >= 0`),
  ],
);
