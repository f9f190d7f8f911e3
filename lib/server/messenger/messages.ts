import 'server-only';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Message } from '@/lib/contracts/messenger';
import { OLDER_MESSAGES_MAX } from '@/lib/contracts/messenger-calls';
import { formatMoney } from '@/lib/format/currency';
import { withdrawnMessage } from '@/lib/messenger/withdrawn-message';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { messengerMessages } from '@/lib/server/db/schema/messenger';
import { giftImageUrl, type GiftRow, giftRowsByIds } from './gifts';

export type MessageRow = typeof messengerMessages.$inferSelect;

/** The newest messages a channel shows on opening; older ones come in pages (listMessagesBefore). */
export const CHANNEL_MESSAGES_SHOWN = 200;

/** Messages of one channel, oldest first, and whether older ones exist before the first. */
export type MessageWindow = { messages: Message[]; hasMore: boolean };

export function listMessages(db: DbOrTx, channelId: number): Promise<MessageWindow> {
  return newestMessages(db, channelId, null, CHANNEL_MESSAGES_SHOWN);
}

/**
 * A page of older messages: the `limit` newest with an id below `beforeMessageId`, oldest first.
 * Keyset paging on (channel_id, id), the messenger_messages_channel_idx order: ids grow with
 * every insert, so a page never repeats or skips a message however many arrive meanwhile.
 * The caller has checked that the channel is the reader's.
 */
export function listMessagesBefore(db: DbOrTx, channelId: number, beforeMessageId: number, limit: number): Promise<MessageWindow> {
  return newestMessages(db, channelId, beforeMessageId, Math.min(Math.max(1, Math.trunc(limit)), OLDER_MESSAGES_MAX));
}

async function newestMessages(db: DbOrTx, channelId: number, beforeMessageId: number | null, limit: number): Promise<MessageWindow> {
  const inChannel = eq(messengerMessages.channelId, channelId);
  // One row more than asked tells whether older messages exist, without a count.
  const rows = await db
    .select()
    .from(messengerMessages)
    .where(beforeMessageId === null ? inChannel : and(inChannel, lt(messengerMessages.id, beforeMessageId)))
    .orderBy(desc(messengerMessages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  return { messages: await toMessages(db, rows.slice(0, limit).reverse()), hasMore };
}

export async function findMessage(db: DbOrTx, messageId: number): Promise<Message> {
  const rows = await db.select().from(messengerMessages).where(eq(messengerMessages.id, messageId)).orderBy(asc(messengerMessages.id));
  const [message] = await toMessages(db, rows);
  if (!message) throw new Error(`message ${messageId} vanished`);
  return message;
}

/** Rows → §3 messages, with the gift names and pictures and the media titles the list shows. */
export async function toMessages(db: DbOrTx, rows: readonly MessageRow[]): Promise<Message[]> {
  const giftIds = [...new Set(rows.flatMap((row) => row.includedGifts.map((g) => g.giftId)))];
  const idsOf = (kind: 'album' | 'video') => rows.filter((r) => r.mediaKind === kind && r.mediaItemId !== null).map((r) => r.mediaItemId as number);
  const [gifts, albumTitles, videoTitles] = await Promise.all([giftRowsByIds(db, giftIds), titles(db, 'album', idsOf('album')), titles(db, 'video', idsOf('video'))]);
  return rows.map((row) => toMessage(row, gifts, row.mediaKind === 'album' ? albumTitles : videoTitles));
}

async function titles(db: DbOrTx, kind: 'album' | 'video', ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const table = kind === 'album' ? albums : videos;
  const rows = await db.select({ id: table.id, title: table.title }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}

function toMessage(row: MessageRow, gifts: ReadonlyMap<number, GiftRow>, mediaTitles: ReadonlyMap<number, string>): Message {
  const message = sentMessage(row, gifts, mediaTitles);
  return row.withdrawnAt ? withdrawnMessage(message) : message;
}

function sentMessage(row: MessageRow, gifts: ReadonlyMap<number, GiftRow>, mediaTitles: ReadonlyMap<number, string>): Message {
  return {
    id: row.id,
    channelId: row.channelId,
    messageType: row.messageType,
    senderType: row.senderType,
    text: row.text,
    includedGifts: row.includedGifts,
    data: {
      media: row.mediaKind && row.mediaItemId !== null ? { kind: row.mediaKind, itemId: row.mediaItemId, title: mediaTitles.get(row.mediaItemId) ?? '' } : null,
      gifts: row.includedGifts.flatMap(({ giftId, quantity }) => {
        const gift = gifts.get(giftId);
        return gift ? [{ giftId, name: gift.name, kind: gift.kind, quantity, imageUrl: giftImageUrl(gift.slug, gift.emoji) }] : [];
      }),
    },
    price: row.price,
    priceFormatted: formatMoney(row.price, 'EUR'),
    createdAt: row.createdAt.toISOString(),
    isVideochat: row.isVideochat,
    isFreechat: row.isFreechat,
    chatId: row.chatId,
  };
}
