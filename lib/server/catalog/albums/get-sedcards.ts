import 'server-only';
import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { SedcardQuery, Sedcards } from '@/lib/contracts/album';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums, pictures } from '@/lib/server/db/schema/catalog';
import type { RatingValue } from '@/lib/contracts/social';
import { guestRatingFlags, guestRatingsOf } from '@/lib/server/social/rate-subject';
import { isPublicPicture, pictureLockReason, toPicture, UNVERIFIED_MAX_AGE_RATING } from './picture-access';

type SedcardActor = { id: number; name: string };

/** "All" (§9 limit -1) still has a ceiling: a sedcard set is a handful of pictures. */
const ALL_PICTURES_CAP = 1000;

/**
 * §7 getsedcards: a performer's profile pictures (§3 sedcards), oldest set first, in position
 * order. §9 defaults: limit -1 = all, fsk 'none' = every age rating. Pictures above what the
 * viewer may see stay in the list, locked ('age') and without an image; open, they take the
 * access-checked URL (§6: nothing fsk 18 public). Sedcards are free, so nothing is locked for
 * purchase. isLiked/isDisliked are the guest's own sedcards rating (each photo's: of the picture). The
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
  // A page shorter than its limit holds every match: its length is the total, no count needed.
  const limit = query.limit < 0 ? ALL_PICTURES_CAP : query.limit;
  const [totals] =
    rows.length < limit
      ? [{ total: rows.length }]
      : await db
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
  const own = guestId === null ? new Map<number, RatingValue>() : await guestRatingsOf(db, guestId, 'picture', rows.map((r) => r.id));
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
    // Sedcards are free and all "previews": only fsk 18 locks (age) or, open, takes the checked URL.
    photos: rows.map((r) =>
      toPicture(r, {
        lockReason: pictureLockReason(r, { maxAgeRating, access: 'free', isPreview: true }),
        isPublic: isPublicPicture(r, { albumIsFree: true, isPreview: true }),
        own: own.get(r.id),
        kind: 'sedcard',
      }),
    ),
  };
}
