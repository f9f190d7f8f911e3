import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { eq } from 'drizzle-orm';
import { splitSale } from '@/lib/server/purchases/price';
import { type Posting, postTransaction } from '@/lib/server/wallet/ledger';
import type { OfferRow } from './offer-wire';

/**
 * The price of a bought offer from the guest's EUR balance, one ledger transaction keyed per offer
 * and guest. A video or album offer pays its performer her share like any sale; the rest goes to
 * the platform. Too little money: the ledger's CHECK answers INSUFFICIENT_FUNDS and the caller's
 * transaction (and with it the claim) is rolled back.
 */
export async function payForOffer(tx: Tx, guestId: number, offer: OfferRow): Promise<number> {
  const guest = { ownerType: 'guest' as const, ownerId: guestId, currency: 'EUR' as const };
  const postings: Posting[] = [{ account: guest, amount: -offer.price }];
  const actorId = offer.grant.type === 'item' ? await performerOf(tx, offer.grant.itemType, offer.grant.itemId) : null;
  if (actorId === null) {
    postings.push({ account: { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' }, amount: offer.price });
  } else {
    const { performer, platform } = splitSale(offer.price);
    postings.push({ account: { ownerType: 'actor', ownerId: actorId, name: 'earnings', currency: 'EUR' }, amount: performer });
    postings.push({ account: { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' }, amount: platform });
  }
  const { transactionId } = await postTransaction(tx, { kind: 'daily-bonus', idempotencyKey: `daily-bonus:${offer.id}:${guestId}`, memo: { offerId: offer.id, day: offer.day, kind: offer.kind }, postings });
  return transactionId;
}

async function performerOf(tx: Tx, itemType: 'video' | 'album', itemId: number): Promise<number | null> {
  const table = itemType === 'video' ? videos : albums;
  const [row] = await tx.select({ actorId: table.actorId }).from(table).where(eq(table.id, itemId));
  return row?.actorId ?? null;
}
