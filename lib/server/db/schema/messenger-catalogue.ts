import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './accounts';
import { actors } from './actors';
import { messengerMessages } from './messenger';

export type GiftTranslation = { language: string; name: string; value: string };

/**
 * The performer's message settings (studio). A performer without a row uses the "Message" price
 * of her profile (actor_prices.message and free_messages) and paid messaging.
 */
export const actorMessengerSettings = pgTable(
  'actor_messenger_settings',
  {
    actorId: integer('actor_id')
      .primaryKey()
      .references(() => actors.id, { onDelete: 'cascade' }),
    messagePrice: integer('message_price').notNull(),
    freeMessages: integer('free_messages').notNull().default(0),
    isMessagingFree: boolean('is_messaging_free').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('actor_messenger_settings_not_negative', sql`${t.messagePrice} >= 0 and ${t.freeMessages} >= 0`)],
);

/** §3 Messenger gifts and toy controls (kind 'toy': duration in seconds, random pattern). Seeded by 0016. */
export const messengerGifts = pgTable(
  'messenger_gifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull().$type<'gift' | 'toy'>(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The picture: one emoji drawn into an SVG (lib/server/messenger/gift-dto.ts). */
    emoji: text('emoji').notNull(),
    price: integer('price').notNull(),
    vip: boolean('vip').notNull().default(false),
    active: boolean('active').notNull().default(true),
    categoryId: integer('category_id').notNull().default(1),
    duration: integer('duration'),
    random: boolean('random').notNull().default(false),
    translations: jsonb('translations').$type<GiftTranslation[]>().notNull().default([]),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('messenger_gifts_slug_key').on(t.slug),
    check('messenger_gifts_kind_known', sql`${t.kind} in ('gift', 'toy')`),
    check('messenger_gifts_price_not_negative', sql`${t.price} >= 0`),
  ],
);

/** §3 boughtGifts: gifts a guest owns and may send without paying again. */
export const guestGiftStock = pgTable(
  'guest_gift_stock',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id')
      .notNull()
      .references(() => messengerGifts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.giftId] }), check('guest_gift_stock_not_negative', sql`${t.quantity} >= 0`)],
);

/** Media a performer sent in the messenger: the guest's media library, messenger source (§2). */
export const messengerMedia = pgTable(
  'messenger_media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull().$type<'album' | 'video'>(),
    itemId: integer('item_id').notNull(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messengerMessages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('messenger_media_guest_item_key').on(t.guestId, t.itemType, t.itemId), check('messenger_media_item_type_known', sql`${t.itemType} in ('album', 'video')`)],
);
