import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { guests } from './accounts';
import { videos } from './catalog';

/**
 * §2 fifteen-minutes-preview: when a guest started the free preview of a paid video. Once per
 * guest per video (the key); the stream rule honours it for 15 minutes from `startedAt`.
 */
export const guestVideoPreviews = pgTable(
  'guest_video_previews',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.videoId] })],
);
