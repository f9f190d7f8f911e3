import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { guestLoyaltyPoints } from '@/lib/server/db/schema/loyalty';

/** Adds points to the guest's total (in the caller's transaction) and answers the new total. */
export async function addLoyaltyPoints(tx: Tx, guestId: number, points: number): Promise<number> {
  const [row] = await tx
    .insert(guestLoyaltyPoints)
    .values({ guestId, points })
    .onConflictDoUpdate({ target: guestLoyaltyPoints.guestId, set: { points: sql`${guestLoyaltyPoints.points} + ${points}`, updatedAt: sql`now()` } })
    .returning({ points: guestLoyaltyPoints.points });
  return row?.points ?? points;
}

/** §3 guest session loyaltyPoints: 0 until the first paid chat. */
export async function loyaltyPointsOf(db: DbOrTx, guestId: number): Promise<number> {
  const [row] = await db.select({ points: guestLoyaltyPoints.points }).from(guestLoyaltyPoints).where(eq(guestLoyaltyPoints.guestId, guestId));
  return row?.points ?? 0;
}
