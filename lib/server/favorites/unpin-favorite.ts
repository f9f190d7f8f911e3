import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { FavoriteSubject } from '@/lib/contracts/favorites';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { guestFavorites } from '@/lib/server/db/schema/favorites';

/**
 * §7 favorite unpin: idempotent, and a pin whose target is gone can still be removed, so the
 * target is not looked up. Removing an actor pin gives back its actors.pinnedCount.
 */
export async function unpinFavorite(db: DbOrTx, guestId: number, subject: FavoriteSubject, targetId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(guestFavorites)
      .where(
        and(eq(guestFavorites.guestId, guestId), eq(guestFavorites.subject, subject), eq(guestFavorites.targetId, targetId)),
      )
      .returning({ targetId: guestFavorites.targetId });
    if (deleted.length > 0 && subject === 'actor') {
      await tx
        .update(actors)
        .set({ pinnedCount: sql`greatest(${actors.pinnedCount} - 1, 0)` })
        .where(eq(actors.id, targetId));
    }
  });
}
