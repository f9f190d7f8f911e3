import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Picture, SedcardQuery } from '@/lib/contracts/album';
import type { DbOrTx } from '@/lib/server/db/client';
import { pictures } from '@/lib/server/db/schema/catalog';
import type { ItemAccess } from '@/lib/server/purchases/access';
import { guestRatingsOf } from '@/lib/server/social/rate-subject';
import { isPublicPicture, PREVIEW_PICTURES, pictureLockReason, toPicture } from './picture-access';

/** §9 gallery/open: `fsk` the highest age rating to include ('none': all), `limit` how many (-1: all). */
export type PictureQuery = Partial<SedcardQuery>;

export type PictureViewer = {
  maxAgeRating: number;
  /** Why the viewer may open the whole album (free, bought, gifted, VIP flatrate) or null. */
  access: ItemAccess;
  /** The requesting guest, for their own rating of each picture; null on the cached page. */
  guestId: number | null;
};

/**
 * An album's pictures in order, as this viewer may get them: the first PREVIEW_PICTURES are
 * previews for everyone; the rest need access (lockReason 'purchase'); fsk-18 pictures need
 * accepted avs whatever was bought (lockReason 'age'). Previews are the album's first pictures
 * whatever `fsk` filters out of the answer. An open picture a visitor could not see gets the
 * access-checked URL (isPublicPicture); each carries the guest's own rating (one query).
 */
export async function albumPictures(
  db: DbOrTx,
  album: { id: number; isFree: boolean },
  viewer: PictureViewer,
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
    .where(eq(pictures.albumId, album.id))
    .orderBy(asc(pictures.position), asc(pictures.id));
  const fsk = query.fsk ?? 'none';
  const limit = query.limit ?? -1;
  const listed = rows
    .map((row, index) => ({ row, isPreview: index < PREVIEW_PICTURES }))
    .filter(({ row }) => fsk === 'none' || row.ageRating <= fsk);
  const shown = limit < 0 ? listed : listed.slice(0, limit);
  const own = viewer.guestId === null ? new Map() : await guestRatingsOf(db, viewer.guestId, 'picture', shown.map(({ row }) => row.id));
  return shown.map(({ row, isPreview }) =>
    toPicture(row, {
      lockReason: pictureLockReason(row, { maxAgeRating: viewer.maxAgeRating, access: viewer.access, isPreview }),
      isPublic: isPublicPicture(row, { albumIsFree: album.isFree, isPreview }),
      own: own.get(row.id),
    }),
  );
}
