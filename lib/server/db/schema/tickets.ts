import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './accounts';
import { camShows } from './content';

/**
 * §3 chat tickets: a guest's seat in a ticketed cam show. A removed ticket keeps its row
 * (removed_at) for the ledger's trail; at most one held (not removed) ticket per guest and show,
 * which is what makes a buy happen exactly once however many requests race.
 */
export const chatTickets = pgTable(
  'chat_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    showId: integer('show_id')
      .notNull()
      .references(() => camShows.id, { onDelete: 'cascade' }),
    /** Minor units paid (0 for a free show). */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('EUR'),
    promoCode: text('promo_code'),
    /** §9 chat ticket creation type, default 'C'. */
    creationType: text('creation_type').notNull().default('C'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_tickets_held_key').on(t.guestId, t.showId).where(sql`${t.removedAt} is null`),
    index('chat_tickets_show_idx').on(t.showId).where(sql`${t.removedAt} is null`),
    check('chat_tickets_price_not_negative', sql`${t.price} >= 0`),
  ],
);

/** The performer's own start and end of a show from the studio (the schedule is only the plan). */
export const camShowRuns = pgTable('cam_show_runs', {
  showId: integer('show_id')
    .primaryKey()
    .references(() => camShows.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});
