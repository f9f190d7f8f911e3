import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { FavoriteSubject } from '@/lib/contracts/favorites';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';

/** Whether the thing a guest wants to pin exists: an actor (also for sedcards), a gallery, a picture. */
export async function favoriteTargetExists(db: DbOrTx, subject: FavoriteSubject, targetId: number): Promise<boolean> {
  const rows =
    subject === 'album'
      ? // Sedcard sets are albums too, but they are pinned through their actor ('sedcards').
        await db.select({ id: albums.id }).from(albums).where(and(eq(albums.id, targetId), eq(albums.type, 'album'))).limit(1)
      : subject === 'picture'
        ? await db.select({ id: pictures.id }).from(pictures).where(eq(pictures.id, targetId)).limit(1)
        : await db.select({ id: actors.id }).from(actors).where(eq(actors.id, targetId)).limit(1);
  return rows.length > 0;
}
