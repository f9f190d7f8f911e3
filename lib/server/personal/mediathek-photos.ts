import 'server-only';
import { and, count, desc, eq, exists, notExists, or } from 'drizzle-orm';
import type { MediathekPage } from '@/lib/contracts/personal';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums } from '@/lib/server/db/schema/catalog';
import { guestFavorites } from '@/lib/server/db/schema/favorites';
import { mediathekArchive } from '@/lib/server/db/schema/personal';
import { purchases } from '@/lib/server/db/schema/purchases';
import { toPhotoItem } from './mediathek-item';

type Paging = { offset: number; limit: number };

/** The columns a media-library item is built from (mediathek-item.ts). */
export const photoItemColumns = {
  id: albums.id,
  title: albums.title,
  ageRating: albums.ageRating,
  imageSeed: albums.imageSeed,
  actorId: actors.id,
  actorName: actors.name,
  actorSlug: actors.slug,
};

const purchaseOfAlbum = (guestId: number) => and(eq(purchases.guestId, guestId), eq(purchases.itemType, 'album'), eq(purchases.itemId, albums.id));
const pinOfAlbum = (guestId: number) => and(eq(guestFavorites.guestId, guestId), eq(guestFavorites.subject, 'album'), eq(guestFavorites.targetId, albums.id));

function notArchived(db: DbOrTx, guestId: number) {
  return notExists(
    db
      .select({ one: mediathekArchive.itemId })
      .from(mediathekArchive)
      .where(and(eq(mediathekArchive.guestId, guestId), eq(mediathekArchive.itemType, 'album'), eq(mediathekArchive.itemId, albums.id))),
  );
}

/** §2 photos · shop: the albums the guest bought (or was given), newest first, without the archived ones. */
export async function shopPhotos(db: DbOrTx, guestId: number, { offset, limit }: Paging): Promise<MediathekPage> {
  const where = and(purchaseOfAlbum(guestId), notArchived(db, guestId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...photoItemColumns, addedAt: purchases.createdAt })
      .from(purchases)
      .innerJoin(albums, eq(albums.id, purchases.itemId))
      .innerJoin(actors, eq(actors.id, albums.actorId))
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(purchases).innerJoin(albums, eq(albums.id, purchases.itemId)).where(where),
  ]);
  return { items: rows.map((row) => toPhotoItem(row, 'purchased')), total: total?.n ?? 0 };
}

/** §2 photos · pinned: the galleries the guest pinned (§7 favorite album), most recently pinned first. */
export async function pinnedPhotos(db: DbOrTx, guestId: number, { offset, limit }: Paging): Promise<MediathekPage> {
  const where = and(pinOfAlbum(guestId), eq(albums.type, 'album'), notArchived(db, guestId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...photoItemColumns, addedAt: guestFavorites.createdAt })
      .from(guestFavorites)
      .innerJoin(albums, eq(albums.id, guestFavorites.targetId))
      .innerJoin(actors, eq(actors.id, albums.actorId))
      .where(where)
      .orderBy(desc(guestFavorites.createdAt), desc(guestFavorites.targetId))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(guestFavorites).innerJoin(albums, eq(albums.id, guestFavorites.targetId)).where(where),
  ]);
  return { items: rows.map((row) => toPhotoItem(row, 'pinned')), total: total?.n ?? 0 };
}

/** §2 photos · archive: archived albums the guest still owns or has pinned, most recently archived first. */
export async function archivedPhotos(db: DbOrTx, guestId: number, { offset, limit }: Paging): Promise<MediathekPage> {
  const inLibrary = or(
    exists(db.select({ one: purchases.id }).from(purchases).where(purchaseOfAlbum(guestId))),
    exists(db.select({ one: guestFavorites.targetId }).from(guestFavorites).where(pinOfAlbum(guestId))),
  );
  const where = and(eq(mediathekArchive.guestId, guestId), eq(mediathekArchive.itemType, 'album'), inLibrary);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...photoItemColumns, addedAt: mediathekArchive.archivedAt })
      .from(mediathekArchive)
      .innerJoin(albums, eq(albums.id, mediathekArchive.itemId))
      .innerJoin(actors, eq(actors.id, albums.actorId))
      .where(where)
      .orderBy(desc(mediathekArchive.archivedAt), desc(mediathekArchive.itemId))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(mediathekArchive).innerJoin(albums, eq(albums.id, mediathekArchive.itemId)).where(where),
  ]);
  return { items: rows.map((row) => toPhotoItem(row, 'archived')), total: total?.n ?? 0 };
}
