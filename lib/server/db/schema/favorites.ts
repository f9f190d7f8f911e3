import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FavoriteSubject } from '@/lib/contracts/favorites';
import { guests } from './accounts';

/**
 * A guest's favourites (§7 favorite pin/unpin). `targetId` is an actor, album or picture id
 * depending on `subject` (`sedcards`: an actor's profile pictures, by actor id), so it has no
 * foreign key: readers join the target table and skip rows whose target is gone.
 */
export const guestFavorites = pgTable(
  'guest_favorites',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull().$type<FavoriteSubject>(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Pinning twice is one row (the key makes pin idempotent).
    primaryKey({ columns: [t.guestId, t.subject, t.targetId] }),
    check('guest_favorites_subject_check', sql`${t.subject} in ('actor', 'album', 'picture', 'sedcards')`),
    // A guest's favourites of one subject, newest first (§2 favorite-cams page): read backwards,
    // an ascending index serves ORDER BY created_at DESC, target_id DESC exactly.
    index('guest_favorites_recent_idx').on(t.guestId, t.subject, t.createdAt, t.targetId),
  ],
);
