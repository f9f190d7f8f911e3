import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AlbumDetail } from '@/lib/contracts/album';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { isBannedFor } from '../model-row';
import { selectAlbumRows, toAlbumTile } from './album-row';
import { toPicture, UNVERIFIED_MAX_AGE_RATING } from './picture-access';

export type AlbumDetailInput = {
  albumId: number;
  /** When given, the album must belong to this performer (the page's URL names her). */
  actorId?: number;
  viewerCountry?: string | null;
  /** What the viewer may see (picture-access.ts maxAgeRatingFor); the unverified limit when absent. */
  maxAgeRating?: number;
};

/**
 * §3 photo gallery with its pictures, for the album page and gallery `open`. Null when the
 * album does not exist, is a sedcard (profile pictures, not a gallery), is not released yet,
 * belongs to another performer than `actorId`, or its performer is banned for the viewer (§6).
 * Pictures rated above what the viewer may see are locked and carry no image.
 */
export async function getAlbumDetail(db: DbOrTx, input: AlbumDetailInput): Promise<AlbumDetail | null> {
  const [row] = await selectAlbumRows(db)
    .where(and(eq(albums.id, input.albumId), eq(albums.type, 'album'), sql`${albums.releasedAt} <= now()`))
    .limit(1);
  if (!row) return null;
  if (input.actorId !== undefined && row.actorId !== input.actorId) return null;
  if (isBannedFor(row.bannedCountryCodes, input.viewerCountry)) return null;

  const pictureRows = await db
    .select({
      id: pictures.id,
      position: pictures.position,
      ageRating: pictures.ageRating,
      ratingLikes: pictures.ratingLikes,
      ratingDislikes: pictures.ratingDislikes,
      imageSeed: pictures.imageSeed,
    })
    .from(pictures)
    .where(eq(pictures.albumId, row.id))
    .orderBy(asc(pictures.position), asc(pictures.id));
  const list = pictureRows.map((p) => toPicture(p, input.maxAgeRating ?? UNVERIFIED_MAX_AGE_RATING));

  return {
    ...toAlbumTile(row, 'w640'),
    description: row.description,
    type: row.type,
    previews: list.flatMap((p) => (p.image ? [p.image] : [])).slice(0, 5),
    // Guest state arrives with buying and rating (later issues); the page is the same for everyone.
    guestInfo: { bought: false, isLiked: false, isDisliked: false },
    guestRatingLikes: row.ratingLikes,
    guestRatingDislikes: row.ratingDislikes,
    isLiked: false,
    isDisliked: false,
    actor: { id: row.actorId, name: row.actorName },
    pictures: list,
    lockedCount: list.filter((p) => p.locked).length,
  };
}
