import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { guests } from './accounts';
import { videos } from './catalog';

/** Why the guest could watch (lib/server/purchases/access.ts ItemAccess, never null here; 'preview': §2 fifteen-minutes-preview). */
export type WatchAccess = 'bought' | 'gifted' | 'free' | 'flatrate' | 'preview';

/**
 * `watch/start`: one row each time a guest starts playing a video they may watch, for
 * view statistics and "continue watching". Written only after the same access check the stream
 * makes (lib/server/media/stream-access.ts).
 */
export const videoWatches = pgTable(
  'video_watches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    access: text('access').notNull().$type<WatchAccess>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('video_watches_guest_started_idx').on(t.guestId, t.startedAt),
    index('video_watches_video_idx').on(t.videoId),
    check('video_watches_access_known', sql`${t.access} in ('bought', 'gifted', 'free', 'flatrate', 'preview')`),
  ],
);
