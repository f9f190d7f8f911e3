import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { FavoriteSubject } from '@/lib/contracts/favorites';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestFavorites } from '@/lib/server/db/schema/favorites';

/** Every id the guest pinned for one subject, newest first: the client marks its hearts with them. */
export async function favoriteIds(db: DbOrTx, guestId: number, subject: FavoriteSubject): Promise<number[]> {
  const rows = await db
    .select({ targetId: guestFavorites.targetId })
    .from(guestFavorites)
    .where(and(eq(guestFavorites.guestId, guestId), eq(guestFavorites.subject, subject)))
    .orderBy(desc(guestFavorites.createdAt), desc(guestFavorites.targetId));
  return rows.map((row) => row.targetId);
}
