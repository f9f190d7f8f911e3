import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Message } from '@/lib/contracts/messenger';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { messengerMessages } from '@/lib/server/db/schema/messenger';
import { giftImageUrl, type GiftRow, giftRowsByIds } from './gifts';

export type MessageRow = typeof messengerMessages.$inferSelect;

/** The newest messages a channel shows, oldest first. */
export const CHANNEL_MESSAGES_SHOWN = 200;

export async function listMessages(db: DbOrTx, channelId: number): Promise<Message[]> {
  const rows = await db
    .select()
    .from(messengerMessages)
    .where(eq(messengerMessages.channelId, channelId))
    .orderBy(desc(messengerMessages.id))
    .limit(CHANNEL_MESSAGES_SHOWN);
  return toMessages(db, rows.reverse());
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
        return gift ? [{ giftId, name: gift.name, kind: gift.kind, quantity, imageUrl: giftImageUrl(gift.emoji) }] : [];
      }),
    },
    price: row.price,
    priceFormatted: formatMoney(row.price, 'EUR'),
    createdAt: row.createdAt.toISOString(),
    isVideochat: false,
    isFreechat: false,
    chatId: null,
  };
}
