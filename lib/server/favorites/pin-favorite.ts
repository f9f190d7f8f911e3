import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { FavoriteSubject } from '@/lib/contracts/favorites';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { guestFavorites } from '@/lib/server/db/schema/favorites';
import { AppError } from '@/lib/server/errors';
import { favoriteTargetExists } from './favorite-target';

/**
 * §7 favorite pin: idempotent (the primary key turns a second pin into a no-op). An actor pin
 * also counts towards actors.pinnedCount (§3 top cam pinnedCount), once per guest.
 */
export async function pinFavorite(db: DbOrTx, guestId: number, subject: FavoriteSubject, targetId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await favoriteTargetExists(tx, subject, targetId))) {
      throw new AppError('NOT_FOUND', `No ${subject} with id ${targetId}.`);
    }
    const inserted = await tx
      .insert(guestFavorites)
      .values({ guestId, subject, targetId })
      .onConflictDoNothing()
      .returning({ targetId: guestFavorites.targetId });
    if (inserted.length > 0 && subject === 'actor') {
      await tx.update(actors).set({ pinnedCount: sql`${actors.pinnedCount} + 1` }).where(eq(actors.id, targetId));
    }
  });
}
