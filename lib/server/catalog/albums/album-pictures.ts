import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Picture, SedcardQuery } from '@/lib/contracts/album';
import type { DbOrTx } from '@/lib/server/db/client';
import { pictures } from '@/lib/server/db/schema/catalog';
import { albumAccess, type ItemAccess } from '@/lib/server/purchases/access';
import { PREVIEW_PICTURES, pictureLockReason, toPicture } from './picture-access';

/** §9 gallery/open: `fsk` the highest age rating to include ('none': all), `limit` how many (-1: all). */
export type PictureQuery = Partial<SedcardQuery>;

/**
 * Why the viewer may open the whole album (free, bought, gifted, VIP flatrate) or null. Visitors
 * need no query: only a free album is theirs.
 */
export async function viewerAlbumAccess(db: DbOrTx, album: { id: number; isFree: boolean }, guestId: number | null | undefined): Promise<ItemAccess> {
  if (!guestId) return album.isFree ? 'free' : null;
  return (await albumAccess(db, guestId, album.id))?.access ?? null;
}

/**
 * An album's pictures in order, as this viewer may get them: the first PREVIEW_PICTURES are
 * previews for everyone; the rest need access (lockReason 'purchase'); fsk-18 pictures need
 * accepted avs whatever was bought (lockReason 'age'). Previews are the album's first pictures
 * whatever `fsk` filters out of the answer.
 */
export async function albumPictures(
  db: DbOrTx,
  albumId: number,
  viewer: { maxAgeRating: number; access: ItemAccess },
  query: PictureQuery = {},
): Promise<Picture[]> {
  const rows = await db
    .select({
      id: pictures.id,
      position: pictures.position,
      ageRating: pictures.ageRating,
      ratingLikes: pictures.ratingLikes,
      ratingDislikes: pictures.ratingDislikes,
      imageSeed: pictures.imageSeed,
    })
    .from(pictures)
    .where(eq(pictures.albumId, albumId))
    .orderBy(asc(pictures.position), asc(pictures.id));
  const fsk = query.fsk ?? 'none';
  const limit = query.limit ?? -1;
  const list = rows
    .map((row, index) => ({ row, lock: pictureLockReason(row, { ...viewer, isPreview: index < PREVIEW_PICTURES }) }))
    .filter(({ row }) => fsk === 'none' || row.ageRating <= fsk)
    .map(({ row, lock }) => toPicture(row, lock));
  return limit < 0 ? list : list.slice(0, limit);
}
