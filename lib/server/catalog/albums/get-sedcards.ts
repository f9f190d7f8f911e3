import 'server-only';
import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { SedcardQuery, Sedcards } from '@/lib/contracts/album';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import { guestRatingFlags } from '@/lib/server/social/rate-subject';
import { pictureLockReason, toPicture, UNVERIFIED_MAX_AGE_RATING } from './picture-access';

type SedcardActor = { id: number; name: string };

/** "All" (§9 limit -1) still has a ceiling: a sedcard set is a handful of pictures. */
const ALL_PICTURES_CAP = 1000;

/**
 * §7 getsedcards: a performer's profile pictures (§3 sedcards), oldest set first, in position
 * order. §9 defaults: limit -1 = all, fsk 'none' = every age rating. Pictures above what the
 * viewer may see stay in the list, locked ('age') and without an image; sedcards are free, so
 * nothing is locked for purchase. isLiked/isDisliked are the guest's own sedcards rating. The
 * caller resolves the performer (unknown or banned: 404).
 */
export async function getSedcards(
  db: DbOrTx,
  actor: SedcardActor,
  query: SedcardQuery,
  maxAgeRating = UNVERIFIED_MAX_AGE_RATING,
  guestId: number | null = null,
): Promise<Sedcards> {
  const where = and(
    eq(albums.actorId, actor.id),
    eq(albums.type, 'sedcard'),
    query.fsk === 'none' ? undefined : lte(pictures.ageRating, query.fsk),
  );
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
    .innerJoin(albums, eq(albums.id, pictures.albumId))
    .where(where)
    .orderBy(asc(albums.releasedAt), asc(albums.id), asc(pictures.position))
    .limit(query.limit < 0 ? ALL_PICTURES_CAP : query.limit);
  const [totals] = await db
    .select({ total: count() })
    .from(pictures)
    .innerJoin(albums, eq(albums.id, pictures.albumId))
    .where(where);
  // The sets' own rating (§3: sedcards carry the album rating fields).
  const [rating] = await db
    .select({
      likes: sql<number>`coalesce(sum(${albums.ratingLikes}), 0)`.mapWith(Number),
      dislikes: sql<number>`coalesce(sum(${albums.ratingDislikes}), 0)`.mapWith(Number),
    })
    .from(albums)
    .where(and(eq(albums.actorId, actor.id), eq(albums.type, 'sedcard')));
  const likes = rating?.likes ?? 0;
  const dislikes = rating?.dislikes ?? 0;
  return {
    actorId: actor.id,
    actorName: actor.name,
    rating: { likes, dislikes },
    guestRatingLikes: likes,
    guestRatingDislikes: dislikes,
    ...(await guestRatingFlags(db, guestId, 'sedcards', actor.id)),
    total: totals?.total ?? 0,
    photos: rows.map((r) => toPicture(r, pictureLockReason(r, { maxAgeRating, access: 'free', isPreview: true }), 'sedcard')),
  };
}
