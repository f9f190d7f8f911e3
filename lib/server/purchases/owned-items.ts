import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { type PurchaseItemType, purchases } from '@/lib/server/db/schema/purchases';

export type Ownership = 'bought' | 'gifted';

/** What a guest owns among these items, by id (one query, the guest's unique key): bought, or gifted. */
export async function ownedItems(db: DbOrTx, guestId: number, itemType: PurchaseItemType, ids: readonly number[]): Promise<Map<number, Ownership>> {
  const owned = new Map<number, Ownership>();
  if (ids.length === 0) return owned;
  const rows = await db
    .select({ itemId: purchases.itemId, source: purchases.source })
    .from(purchases)
    .where(and(eq(purchases.guestId, guestId), eq(purchases.itemType, itemType), inArray(purchases.itemId, [...ids])));
  for (const row of rows) owned.set(row.itemId, row.source === 'gift' ? 'gifted' : 'bought');
  return owned;
}

/**
 * Collects the ids asked for in one tick and answers them with one ownedItems query: GraphQL
 * resolves guestInfo per video, so a list of 16 videos asks once, not 16 times. One per request.
 */
export function ownershipLoader(db: DbOrTx, guestId: number, itemType: PurchaseItemType): (id: number) => Promise<Ownership | null> {
  const answered = new Map<number, Promise<Ownership | null>>();
  let pending: { ids: Set<number>; result: Promise<Map<number, Ownership>> } | null = null;
  return (id) => {
    const known = answered.get(id);
    if (known) return known;
    if (!pending) {
      const batch = { ids: new Set<number>(), result: Promise.resolve(new Map<number, Ownership>()) };
      batch.result = new Promise((resolve) => setImmediate(resolve)).then(() => {
        pending = null;
        return ownedItems(db, guestId, itemType, [...batch.ids]);
      });
      pending = batch;
    }
    pending.ids.add(id);
    const answer = pending.result.then((owned) => owned.get(id) ?? null);
    answered.set(id, answer);
    return answer;
  };
}
