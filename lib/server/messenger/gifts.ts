import 'server-only';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Gift, ToyControl } from '@/lib/contracts/messenger';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestGiftStock, messengerGifts } from '@/lib/server/db/schema/messenger-catalogue';
import { giftSvg } from './gift-art';

export type GiftRow = typeof messengerGifts.$inferSelect;

/**
 * The gift's picture as an SVG data URL, so no image file or request is needed: the seeded gifts are
 * drawn art (gift-art.ts), which renders without a colour-emoji font; a gift without a drawing
 * (added later by operators) shows its emoji.
 */
export function giftImageUrl(slug: string, emoji: string): string {
  return `data:image/svg+xml,${encodeURIComponent(giftSvg(slug, emoji))}`;
}

/** §3 Messenger gift fields. */
export function toGift(row: GiftRow): Gift {
  return {
    id: row.id,
    name: row.name,
    price: { value: row.price, currency: 'EUR', symbol: '€' },
    imageUrl: giftImageUrl(row.slug, row.emoji),
    active: row.active,
    vip: row.vip,
    categoryId: row.categoryId,
    translations: row.translations,
  };
}

/** §3 Toy control: a gift plus duration, displayName and random. */
export function toToyControl(row: GiftRow): ToyControl {
  return { ...toGift(row), duration: row.duration ?? 5, displayName: row.name, random: row.random };
}

/** The active catalogue of one kind, in the shop's order. */
export function activeGiftRows(db: DbOrTx, kind: 'gift' | 'toy'): Promise<GiftRow[]> {
  return db
    .select()
    .from(messengerGifts)
    .where(and(eq(messengerGifts.kind, kind), eq(messengerGifts.active, true)))
    .orderBy(asc(messengerGifts.sort), asc(messengerGifts.id));
}

export async function listGifts(db: DbOrTx): Promise<Gift[]> {
  return (await activeGiftRows(db, 'gift')).map(toGift);
}

export async function listToyControls(db: DbOrTx): Promise<ToyControl[]> {
  return (await activeGiftRows(db, 'toy')).map(toToyControl);
}

export async function giftRowsByIds(db: DbOrTx, ids: readonly number[]): Promise<Map<number, GiftRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(messengerGifts).where(inArray(messengerGifts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** §3 boughtGifts of the guest session: gift id → quantity owned (only what is left). */
export async function boughtGifts(db: DbOrTx, guestId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ giftId: guestGiftStock.giftId, quantity: guestGiftStock.quantity })
    .from(guestGiftStock)
    .where(and(eq(guestGiftStock.guestId, guestId), gt(guestGiftStock.quantity, 0)));
  return new Map(rows.map((row) => [row.giftId, row.quantity]));
}
