import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatStatus, ChatType } from '@/lib/chat/chat-codes';
import { guests } from './accounts';
import { actors } from './actors';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Chats (drizzle/0020_chats.sql), billed per second by the server (lib/server/chat/).
 * The price per minute and the age rating are fixed at the start. `last_billed_at` is the instant
 * up to which delivered time is accounted: whole seconds only, the fraction carries to the next
 * tick. `media_lost_at` set: billing pauses there. The seconds add up:
 * billed = paid (money) + voucher + free, and billed_amount = ceil(paid · price / 60) (§9).
 * The database decides "two chats at once": one chat not ended per guest, one private chat not
 * ended per performer (partial unique indexes).
 */
export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => actors.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<ChatType>(),
    pricePerMinute: integer('price_per_minute').notNull(),
    currency: text('currency').notNull().default('EUR'),
    ageRating: smallint('age_rating').notNull().$type<16 | 18>(),
    status: text('status').notNull().default('connecting').$type<ChatStatus>(),
    createdAt: at('created_at').notNull().defaultNow(),
    mediaStartedAt: at('media_started_at'),
    mediaLostAt: at('media_lost_at'),
    lastBilledAt: at('last_billed_at'),
    billedSeconds: integer('billed_seconds').notNull().default(0),
    paidSeconds: integer('paid_seconds').notNull().default(0),
    billedAmount: integer('billed_amount').notNull().default(0),
    /** The performer's cumulative share of billed_amount, credited to her earnings tick by tick. */
    performerAmount: integer('performer_amount').notNull().default(0),
    voucherSecondsUsed: integer('voucher_seconds_used').notNull().default(0),
    freeSecondsUsed: integer('free_seconds_used').notNull().default(0),
    lowBalanceWarned: boolean('low_balance_warned').notNull().default(false),
    /** A toy control was sent in this chat (§7 chatEnd isToyControl; drizzle/0021). */
    toyUsed: boolean('toy_used').notNull().default(false),
    /** A live preview's limit in seconds, fixed at its start by the guest's VIP state (§6: 5, VIP 20); null for every other type (drizzle/0024). */
    previewSeconds: integer('preview_seconds'),
    exitCode: smallint('exit_code'),
    /** The app process in charge of the chat (drizzle/0029): its death ends the chat with 903, no other boot does. */
    processId: text('process_id'),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('chats_guest_active_key').on(t.guestId).where(sql`${t.status} <> 'ended'`),
    uniqueIndex('chats_actor_private_key').on(t.actorId).where(sql`${t.status} <> 'ended' and ${t.type} in ('single', 'singlec2c', 'videocall', 'voice')`),
    index('chats_active_idx').on(t.id).where(sql`${t.status} <> 'ended'`),
    index('chats_guest_idx').on(t.guestId, t.createdAt),
    index('chats_actor_idx').on(t.actorId, t.createdAt),
    check('chats_type_known', sql`${t.type} in ('preview', 'free', 'live', 'voyeur', 'single', 'singlec2c', 'videocall', 'voice')`),
    check('chats_status_known', sql`${t.status} in ('connecting', 'open', 'ended')`),
    check(
      'chats_amounts_not_negative',
      sql`${t.pricePerMinute} >= 0 and ${t.billedAmount} >= 0 and ${t.performerAmount} >= 0 and ${t.paidSeconds} >= 0 and ${t.voucherSecondsUsed} >= 0 and ${t.freeSecondsUsed} >= 0`,
    ),
    check('chats_seconds_add_up', sql`${t.billedSeconds} = ${t.paidSeconds} + ${t.voucherSecondsUsed} + ${t.freeSecondsUsed}`),
    check('chats_preview_seconds_only_preview', sql`(${t.previewSeconds} is not null) = (${t.type} = 'preview') and coalesce(${t.previewSeconds}, 1) > 0`),
    check('chats_ended_has_exit', sql`(${t.status} = 'ended') = (${t.exitCode} is not null and ${t.endedAt} is not null)`),
  ],
);

export type ChatExitRating = 'BAD' | 'GREAT';

/** §4/§9 chat-exit survey (drizzle/0021): one answer per chat, from its guest, after it ended. */
export const chatExitSurveys = pgTable(
  'chat_exit_surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    rating: text('rating').notNull().$type<ChatExitRating>(),
    comment: text('comment').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_exit_surveys_chat_key').on(t.chatId), check('chat_exit_surveys_rating_known', sql`${t.rating} in ('BAD', 'GREAT')`)],
);
