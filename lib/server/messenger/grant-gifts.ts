import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestGiftStock, messengerGifts } from '@/lib/server/db/schema/messenger-catalogue';
import { AppError } from '@/lib/server/errors';

/** A gift by id or by slug ('rose'); a guest by id or by email (any case). */
export type GiftRef = number | string;
export type GuestRef = number | string;

export type GrantedGifts = { guestId: number; giftId: number; slug: string; granted: number; owned: number };

/**
 * Adds `quantity` of one gift to a guest's §3 boughtGifts: one upsert, so two grants at once add
 * up instead of one overwriting the other. The caller has checked the guest and the gift (the
 * foreign keys would refuse them anyway). Returns the quantity now owned.
 */
export async function addGiftStock(db: DbOrTx, guestId: number, giftId: number, quantity: number): Promise<number> {
  const [row] = await db
    .insert(guestGiftStock)
    .values({ guestId, giftId, quantity })
    .onConflictDoUpdate({
      target: [guestGiftStock.guestId, guestGiftStock.giftId],
      set: { quantity: sql`${guestGiftStock.quantity} + excluded.quantity` },
    })
    .returning({ quantity: guestGiftStock.quantity });
  if (!row) throw new AppError('INTERNAL', 'The gift stock was not written.');
  return row.quantity;
}

export async function findGift(db: DbOrTx, gift: GiftRef): Promise<{ id: number; slug: string } | null> {
  const [row] = await db
    .select({ id: messengerGifts.id, slug: messengerGifts.slug })
    .from(messengerGifts)
    .where(typeof gift === 'number' ? eq(messengerGifts.id, gift) : eq(messengerGifts.slug, gift.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

async function findGuestId(db: DbOrTx, guest: GuestRef): Promise<number | null> {
  const [row] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(typeof guest === 'number' ? eq(guests.id, guest) : sql`lower(${guests.email}) = ${guest.trim().toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * §7 internal grantMessengerGifts: `quantity` of one gift into a guest's stock (scripts/grant-gifts.ts).
 * The guest then sends them without paying (§4 gift composer); GET guest/session lists them.
 */
export async function grantMessengerGifts(db: DbOrTx, input: { guest: GuestRef; gift: GiftRef; quantity: number }): Promise<GrantedGifts> {
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 1) throw new AppError('VALIDATION_FAILED', 'The quantity must be a positive whole number.');
  const guestId = await findGuestId(db, input.guest);
  if (guestId === null) throw new AppError('NOT_FOUND', 'The guest does not exist.');
  const gift = await findGift(db, input.gift);
  if (!gift) throw new AppError('NOT_FOUND', 'The gift does not exist.');
  const owned = await addGiftStock(db, guestId, gift.id, input.quantity);
  return { guestId, giftId: gift.id, slug: gift.slug, granted: input.quantity, owned };
}
