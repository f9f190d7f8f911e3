import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ServerStatusBarKind, StatusBarParams } from '@/lib/contracts/status-bars';
import { guests } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * §3 "Other states": a guest's server-side status bars. `sourceKey` names the event that made the
 * bar (verification id, top-up id, …); unique per guest and kind, so a retried event makes it once.
 * A removed bar keeps its row (removedAt) so the same event cannot bring it back.
 */
export const guestStatusBars = pgTable(
  'guest_status_bars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ServerStatusBarKind>().notNull(),
    sourceKey: text('source_key').notNull(),
    params: jsonb('params').$type<StatusBarParams>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
  },
  (t) => [
    uniqueIndex('guest_status_bars_source_key').on(t.guestId, t.kind, t.sourceKey),
    index('guest_status_bars_active_idx').on(t.guestId).where(sql`${t.removedAt} IS NULL`),
  ],
);
