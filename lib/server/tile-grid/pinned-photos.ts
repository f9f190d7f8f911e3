import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { guestFavorites } from '@/lib/server/db/schema/favorites';
import { type Image, imageUrl } from '@/lib/media/image-urls';

export type PinnedPhoto = {
  id: number;
  albumId: number;
  actorId: number;
  actorName: string;
  ageRating: number;
  /** null for an fsk-18 picture while the guest is not age-verified (§6: fsk-18 media only for verified guests). */
  image: Image | null;
  pinnedAt: string;
};

const FSK_18 = 18;

/** §7 gallery getPinnedPhotos: the pictures the guest pinned (§7 favorite pin picture), newest pin first. */
export async function listPinnedPhotos(db: DbOrTx, guest: { guestId: number; avsAccepted: boolean }, page: { first: number; offset: number }): Promise<PinnedPhoto[]> {
  const rows = await db
    .select({
      id: pictures.id,
      albumId: pictures.albumId,
      actorId: albums.actorId,
      actorName: actors.name,
      ageRating: pictures.ageRating,
      imageSeed: pictures.imageSeed,
      pinnedAt: guestFavorites.createdAt,
    })
    .from(guestFavorites)
    // An inner join skips pins whose picture is gone (guest_favorites has no foreign key).
    .innerJoin(pictures, eq(pictures.id, guestFavorites.targetId))
    .innerJoin(albums, eq(albums.id, pictures.albumId))
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(and(eq(guestFavorites.guestId, guest.guestId), eq(guestFavorites.subject, 'picture')))
    .orderBy(desc(guestFavorites.createdAt), desc(guestFavorites.targetId))
    .limit(page.first)
    .offset(page.offset);
  return rows.map((r) => ({
    id: r.id,
    albumId: r.albumId,
    actorId: r.actorId,
    actorName: r.actorName,
    ageRating: r.ageRating,
    image: r.ageRating >= FSK_18 && !guest.avsAccepted ? null : imageUrl('picture', r.imageSeed, 'w640'),
    pinnedAt: r.pinnedAt.toISOString(),
  }));
}
