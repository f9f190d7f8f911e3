import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { MediathekPage } from '@/lib/contracts/personal';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { messengerMedia } from '@/lib/server/db/schema/messenger-catalogue';
import { toPhotoItem, toVideoItem } from './mediathek-item';
import { photoItemColumns } from './mediathek-photos';
import { videoItemColumns } from './mediathek-videos';

type Paging = { offset: number; limit: number };

const ofGuest = (guestId: number, itemType: 'album' | 'video') => and(eq(messengerMedia.guestId, guestId), eq(messengerMedia.itemType, itemType));

/**
 * §2 videos · messenger: videos performers sent the guest in the messenger ("media sent
 * in messages land in the guest's media library"), newest first. They are given to her
 * (purchases source 'gift'), so the item's source is 'purchased' like any owned video.
 */
export async function messengerVideos(db: DbOrTx, guestId: number, { offset, limit }: Paging): Promise<MediathekPage> {
  const where = ofGuest(guestId, 'video');
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...videoItemColumns, addedAt: messengerMedia.createdAt })
      .from(messengerMedia)
      .innerJoin(videos, eq(videos.id, messengerMedia.itemId))
      .innerJoin(actors, eq(actors.id, videos.actorId))
      .where(where)
      .orderBy(desc(messengerMedia.createdAt), desc(messengerMedia.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(messengerMedia).where(where),
  ]);
  return { items: rows.map((row) => toVideoItem(row, 'purchased')), total: total?.n ?? 0 };
}

/** §2 photos · messenger: photo albums performers sent the guest in the messenger, newest first. */
export async function messengerPhotos(db: DbOrTx, guestId: number, { offset, limit }: Paging): Promise<MediathekPage> {
  const where = ofGuest(guestId, 'album');
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...photoItemColumns, addedAt: messengerMedia.createdAt })
      .from(messengerMedia)
      .innerJoin(albums, eq(albums.id, messengerMedia.itemId))
      .innerJoin(actors, eq(actors.id, albums.actorId))
      .where(where)
      .orderBy(desc(messengerMedia.createdAt), desc(messengerMedia.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(messengerMedia).where(where),
  ]);
  return { items: rows.map((row) => toPhotoItem(row, 'purchased')), total: total?.n ?? 0 };
}
