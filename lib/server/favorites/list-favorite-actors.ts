import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FavoriteActorPage, FavoriteActorsInput } from '@/lib/contracts/favorites';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { guestFavorites } from '@/lib/server/db/schema/favorites';

/** §7 guest/favorite/actors: the guest's pinned actors, most recently pinned first. */
export async function listFavoriteActors(
  db: DbOrTx,
  guestId: number,
  { offset, limit }: FavoriteActorsInput,
): Promise<FavoriteActorPage> {
  // The inner join skips pins whose actor is gone (targetId has no foreign key).
  const mine = and(eq(guestFavorites.guestId, guestId), eq(guestFavorites.subject, 'actor'));
  const [items, [totalRow]] = await Promise.all([
    db
      .select({ id: actors.id, name: actors.name, isOnline: actors.isOnline })
      .from(guestFavorites)
      .innerJoin(actors, eq(actors.id, guestFavorites.targetId))
      .where(mine)
      .orderBy(desc(guestFavorites.createdAt), desc(guestFavorites.targetId))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(guestFavorites).innerJoin(actors, eq(actors.id, guestFavorites.targetId)).where(mine),
  ]);
  return { items, total: totalRow?.total ?? 0 };
}
