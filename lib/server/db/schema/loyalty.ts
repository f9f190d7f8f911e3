import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { guests } from './accounts';

/**
 * §3 guest session loyaltyPoints ("loyalty points changed after chats"): one row per
 * guest who earned any, grown in the transaction that ends a paid chat.
 */
export const guestLoyaltyPoints = pgTable(
  'guest_loyalty_points',
  {
    guestId: integer('guest_id')
      .primaryKey()
      .references(() => guests.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('guest_loyalty_points_non_negative', sql`${t.points} >= 0`)],
);
