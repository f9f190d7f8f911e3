import 'server-only';
import { and, asc, count, desc, eq, exists, notExists } from 'drizzle-orm';
import type { MediathekPage } from '@/lib/contracts/personal';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { mediathekArchive, playlistItems } from '@/lib/server/db/schema/personal';
import { purchases } from '@/lib/server/db/schema/purchases';
import { toVideoItem } from './mediathek-item';

type Paging = { offset: number; limit: number };

/** The columns a media-library item is built from (mediathek-item.ts). */
export const videoItemColumns = {
  id: videos.id,
  title: videos.title,
  ageRating: videos.ageRating,
  durationSeconds: videos.durationSeconds,
  imageSeed: videos.imageSeed,
  allowedInPlaylists: videos.allowedInPlaylists,
  actorId: actors.id,
  actorName: actors.name,
  actorSlug: actors.slug,
};

/** The guest's purchase row of the video in the current row (bought or given). */
const purchaseOfVideo = (guestId: number) => and(eq(purchases.guestId, guestId), eq(purchases.itemType, 'video'), eq(purchases.itemId, videos.id));

/** §2 videos · shop: what the guest bought (or was given), newest first, without the archived ones. */
export async function shopVideos(db: DbOrTx, guestId: number, { offset, limit }: Paging): Promise<MediathekPage> {
  const isArchived = db
    .select({ one: mediathekArchive.itemId })
    .from(mediathekArchive)
    .where(and(eq(mediathekArchive.guestId, guestId), eq(mediathekArchive.itemType, 'video'), eq(mediathekArchive.itemId, videos.id)));
  const where = and(purchaseOfVideo(guestId), notExists(isArchived));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...videoItemColumns, addedAt: purchases.createdAt })
      .from(purchases)
      .innerJoin(videos, eq(videos.id, purchases.itemId))
      .innerJoin(actors, eq(actors.id, videos.actorId))
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(purchases).innerJoin(videos, eq(videos.id, purchases.itemId)).where(where),
  ]);
  return { items: rows.map((row) => toVideoItem(row, 'purchased')), total: total?.n ?? 0 };
}

/**
 * §2 videos · playlist: the guest's playlist in its order. Only videos the guest still owns and
 * whose performer allows playlists (§3 allowedInPlaylists) are shown.
 */
export async function playlistVideos(db: DbOrTx, guestId: number, { offset, limit }: Paging): Promise<MediathekPage> {
  const where = and(eq(playlistItems.guestId, guestId), eq(videos.allowedInPlaylists, true));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...videoItemColumns, addedAt: purchases.createdAt })
      .from(playlistItems)
      .innerJoin(videos, eq(videos.id, playlistItems.videoId))
      .innerJoin(actors, eq(actors.id, videos.actorId))
      .innerJoin(purchases, purchaseOfVideo(guestId))
      .where(where)
      .orderBy(asc(playlistItems.position))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(playlistItems)
      .innerJoin(videos, eq(videos.id, playlistItems.videoId))
      .innerJoin(purchases, purchaseOfVideo(guestId))
      .where(where),
  ]);
  return { items: rows.map((row) => toVideoItem(row, 'purchased')), total: total?.n ?? 0 };
}

/** §2 videos · archive: bought videos the guest archived, most recently archived first. */
export async function archivedVideos(db: DbOrTx, guestId: number, { offset, limit }: Paging): Promise<MediathekPage> {
  const stillOwned = exists(db.select({ one: purchases.id }).from(purchases).where(purchaseOfVideo(guestId)));
  const where = and(eq(mediathekArchive.guestId, guestId), eq(mediathekArchive.itemType, 'video'), stillOwned);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...videoItemColumns, addedAt: mediathekArchive.archivedAt })
      .from(mediathekArchive)
      .innerJoin(videos, eq(videos.id, mediathekArchive.itemId))
      .innerJoin(actors, eq(actors.id, videos.actorId))
      .where(where)
      .orderBy(desc(mediathekArchive.archivedAt), desc(mediathekArchive.itemId))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(mediathekArchive).innerJoin(videos, eq(videos.id, mediathekArchive.itemId)).where(where),
  ]);
  return { items: rows.map((row) => toVideoItem(row, 'archived')), total: total?.n ?? 0 };
}
