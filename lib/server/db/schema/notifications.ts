import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { guests } from './accounts';
import { actors } from './actors';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Navbar and floating notifications of a guest (§3: id, unread, unseen). `type` numbering lives in
 * lib/contracts/notifications.ts (1 new message, 2 pinned performer online, 3 new video reserved;
 * 6, 7, 13, 14, 15, 22 hidden per §4 and never sent). `channelId` points at a messenger channel
 * (no foreign key: the messenger schema is its own migration and a removed channel only makes
 * the link inert). `removedAt` set: the entry left the lists and was announced in removedIds.
 */
export const guestNotifications = pgTable(
  'guest_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    actorId: integer('actor_id').references(() => actors.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id'),
    text: text('text'),
    unread: boolean('unread').notNull().default(true),
    unseen: boolean('unseen').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
  },
  (t) => [
    // §9 "newest 5": the guest's visible entries newest first, served backwards by this index.
    index('guest_notifications_recent_idx').on(t.guestId, t.createdAt, t.id).where(sql`${t.removedAt} is null`),
  ],
);

/** Email and sms notification toggles per guest and performer (§7 notificationToggleEmail/Sms). */
export const guestActorNotificationSettings = pgTable(
  'guest_actor_notification_settings',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.actorId] })],
);
