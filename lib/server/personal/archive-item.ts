import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ArchiveInput } from '@/lib/contracts/personal';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestFavorites } from '@/lib/server/db/schema/favorites';
import { mediathekArchive } from '@/lib/server/db/schema/personal';
import { purchases } from '@/lib/server/db/schema/purchases';
import { AppError } from '@/lib/server/errors';

/** Whether the item is in the guest's library: bought or given, or (albums) pinned. */
async function inLibrary(db: DbOrTx, guestId: number, { itemType, itemId }: Pick<ArchiveInput, 'itemType' | 'itemId'>): Promise<boolean> {
  const [bought] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.guestId, guestId), eq(purchases.itemType, itemType), eq(purchases.itemId, itemId)))
    .limit(1);
  if (bought) return true;
  if (itemType !== 'album') return false;
  const [pinned] = await db
    .select({ id: guestFavorites.targetId })
    .from(guestFavorites)
    .where(and(eq(guestFavorites.guestId, guestId), eq(guestFavorites.subject, 'album'), eq(guestFavorites.targetId, itemId)))
    .limit(1);
  return Boolean(pinned);
}

/**
 * POST guest/mediathek/archive: moves an item of the library to the archive or back. Archiving
 * twice is one row; unarchiving what is not archived changes nothing. Only items in the
 * guest's library can be archived (404 otherwise).
 */
export async function archiveItem(db: DbOrTx, guestId: number, input: ArchiveInput): Promise<ArchiveInput> {
  const { itemType, itemId, archived } = input;
  if (archived) {
    if (!(await inLibrary(db, guestId, input))) throw new AppError('NOT_FOUND', 'This item is not in your media library.');
    await db.insert(mediathekArchive).values({ guestId, itemType, itemId }).onConflictDoNothing();
  } else {
    await db
      .delete(mediathekArchive)
      .where(and(eq(mediathekArchive.guestId, guestId), eq(mediathekArchive.itemType, itemType), eq(mediathekArchive.itemId, itemId)));
  }
  return { itemType, itemId, archived };
}
