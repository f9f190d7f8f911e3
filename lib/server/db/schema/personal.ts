import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationsSettings, Preferences } from '@/lib/contracts/personal';
import { guests } from './accounts';
import { videos } from './catalog';

const guestRef = () =>
  integer('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' });

/**
 * Items the guest moved to the archive of the media library (§2 mediathek archive). `itemId` is a
 * video or an album id (as in purchases), so it has no foreign key; unarchiving deletes the row.
 */
export const mediathekArchive = pgTable(
  'mediathek_archive',
  {
    guestId: guestRef(),
    itemType: text('item_type').notNull().$type<'video' | 'album'>(),
    itemId: integer('item_id').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.guestId, t.itemType, t.itemId] }),
    check('mediathek_archive_item_type_known', sql`${t.itemType} in ('video', 'album')`),
    index('mediathek_archive_recent_idx').on(t.guestId, t.itemType, t.archivedAt),
  ],
);

/** The guest's playlist (§3 allowedInPlaylists): bought videos in the guest's order; saving replaces it. */
export const playlistItems = pgTable(
  'playlist_items',
  {
    guestId: guestRef(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.videoId] }), index('playlist_items_order_idx').on(t.guestId, t.position)],
);

/**
 * Profile settings, one row per guest once something was saved (defaults otherwise,
 * lib/server/personal/guest-settings.ts): the §3 newsletter bits (256, 512, 1024, 2048), the
 * notification settings and the preferences, both checked by zod before they are written.
 */
export const guestSettings = pgTable(
  'guest_settings',
  {
    guestId: integer('guest_id')
      .primaryKey()
      .references(() => guests.id, { onDelete: 'cascade' }),
    newsletterBits: integer('newsletter_bits').notNull().default(0),
    notifications: jsonb('notifications').$type<Partial<NotificationsSettings>>().notNull().default({}),
    preferences: jsonb('preferences').$type<Partial<Preferences>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('guest_settings_newsletter_bits_known', sql`(${t.newsletterBits} & ~3840) = 0`)],
);
