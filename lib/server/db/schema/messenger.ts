import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './accounts';
import { actors } from './actors';
import { chats } from './chats';

export type MessageType = 'text' | 'gift' | 'toy' | 'media' | 'system';
export type SenderType = 'guest' | 'actor';
export type StoredGift = { giftId: number; quantity: number };

/**
 * §3 Messenger channel: one per performer and guest (the unique key makes a concurrent "touch"
 * open one channel). Unread counts are kept per side; free messages are counted as used, so a
 * changed setting of the performer applies to every guest at once.
 */
export const messengerChannels = pgTable(
  'messenger_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** Messages from the performer the guest has not read (§4: never below 0). */
    guestUnread: integer('guest_unread').notNull().default(0),
    /** Messages from the guest the performer has not read (studio). */
    actorUnread: integer('actor_unread').notNull().default(0),
    /** Archived by the guest (§4 archived filter). */
    archived: boolean('archived').notNull().default(false),
    /** A blocked channel refuses messages both ways; who blocked it may lift it. */
    blockedBy: text('blocked_by').$type<SenderType>(),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    subject: text('subject').notNull().default(''),
    guestViewedAt: timestamp('guest_viewed_at', { withTimezone: true }),
    actorViewedAt: timestamp('actor_viewed_at', { withTimezone: true }),
    freeMessagesUsed: integer('free_messages_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messenger_channels_actor_guest_key').on(t.actorId, t.guestId),
    index('messenger_channels_guest_idx').on(t.guestId, t.lastMessageAt),
    index('messenger_channels_actor_idx').on(t.actorId, t.lastMessageAt),
    check('messenger_channels_unread_not_negative', sql`${t.guestUnread} >= 0 and ${t.actorUnread} >= 0`),
    check('messenger_channels_blocked_by_known', sql`${t.blockedBy} is null or ${t.blockedBy} in ('guest', 'actor')`),
  ],
);

/**
 * §3 messages. (channel, sender, clientMessageId) is unique: a resend after a reconnect finds the
 * first message instead of storing (and charging) a second one. Text is stored as written.
 */
export const messengerMessages = pgTable(
  'messenger_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => messengerChannels.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').notNull().$type<SenderType>(),
    messageType: text('message_type').notNull().$type<MessageType>(),
    text: text('text').notNull().default(''),
    includedGifts: jsonb('included_gifts').$type<StoredGift[]>().notNull().default([]),
    /** A performer's media message: one of her albums or videos. */
    mediaKind: text('media_kind').$type<'album' | 'video'>(),
    mediaItemId: integer('media_item_id'),
    /** EUR cents the guest paid for this message (text and uncovered gifts). */
    price: integer('price').notNull().default(0),
    clientMessageId: text('client_message_id').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    /** Sent inside a video chat (§3 "Messages carry ... isVideochat, isFreechat, ... chatId"; drizzle/0021). */
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    isVideochat: boolean('is_videochat').notNull().default(false),
    isFreechat: boolean('is_freechat').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The performer withdrew this message (§7 messenger content change; drizzle/0055): text emptied, shown as withdrawn. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messenger_messages_client_key').on(t.channelId, t.senderType, t.clientMessageId),
    index('messenger_messages_channel_idx').on(t.channelId, t.id),
    index('messenger_messages_chat_idx').on(t.chatId).where(sql`${t.chatId} is not null`),
    check('messenger_messages_sender_known', sql`${t.senderType} in ('guest', 'actor')`),
    check('messenger_messages_type_known', sql`${t.messageType} in ('text', 'gift', 'toy', 'media', 'system')`),
    check('messenger_messages_price_not_negative', sql`${t.price} >= 0`),
  ],
);
