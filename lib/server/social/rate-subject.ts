import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { RATING_DISLIKE, RATING_LIKE, type RatingState, type RatingSubject, type RatingValue } from '@/lib/contracts/social';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestRatings } from '@/lib/server/db/schema/social';
import { AppError } from '@/lib/server/errors';
import { lockCounterRow, moveCounters, sedcardCounts } from './rating-targets';

export type RateInput = { guestId: number; subject: RatingSubject; id: number; value: RatingValue; viewerCountry: string | null };

const notFound: Record<RatingSubject, string> = {
  album: 'No such album.',
  picture: 'No such picture.',
  sedcards: 'No such actor or no sedcards.',
  video: 'No such video.',
};

const isLike = (value: number | null | undefined) => (value === RATING_LIKE ? 1 : 0);
const isDislike = (value: number | null | undefined) => (value === RATING_DISLIKE ? 1 : 0);

/**
 * Ratings (§9 like 5, dislike 1): one rating per guest and subject, changeable. The
 * guest's row and the subject's like/dislike counters change in one transaction, with the
 * subject's row locked, so the counters always include each guest's current rating exactly once.
 * Rating the same value again changes nothing.
 */
export async function rateSubject(db: DbOrTx, input: RateInput): Promise<RatingState> {
  return db.transaction(async (tx) => {
    const row = await lockCounterRow(tx, input.subject, input.id, input.viewerCountry);
    if (!row) throw new AppError('NOT_FOUND', notFound[input.subject]);
    const key = and(eq(guestRatings.guestId, input.guestId), eq(guestRatings.subject, input.subject), eq(guestRatings.subjectId, input.id));
    const [old] = await tx.select({ value: guestRatings.value }).from(guestRatings).where(key);
    if (old?.value !== input.value) {
      await tx
        .insert(guestRatings)
        .values({ guestId: input.guestId, subject: input.subject, subjectId: input.id, value: input.value })
        .onConflictDoUpdate({
          target: [guestRatings.guestId, guestRatings.subject, guestRatings.subjectId],
          set: { value: input.value, updatedAt: sql`now()` },
        });
    }
    const counts = await moveCounters(
      tx,
      row,
      isLike(input.value) - isLike(old?.value),
      isDislike(input.value) - isDislike(old?.value),
    );
    return {
      subject: input.subject,
      id: input.id,
      rating: input.subject === 'sedcards' ? await sedcardCounts(tx, input.id) : counts,
      isLiked: input.value === RATING_LIKE,
      isDisliked: input.value === RATING_DISLIKE,
    };
  });
}

/** The guest's ratings of some subjects of one kind, by id (absent: not rated). For guestInfo and isLiked/isDisliked. */
export async function guestRatingsOf(db: DbOrTx, guestId: number, subject: RatingSubject, ids: readonly number[]): Promise<Map<number, RatingValue>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: guestRatings.subjectId, value: guestRatings.value })
    .from(guestRatings)
    .where(and(eq(guestRatings.guestId, guestId), eq(guestRatings.subject, subject), inArray(guestRatings.subjectId, [...ids])));
  return new Map(rows.map((r) => [r.id, r.value === RATING_LIKE ? RATING_LIKE : RATING_DISLIKE]));
}

/** §3 isLiked / isDisliked of one subject for a guest (both false for anonymous visitors). */
export async function guestRatingFlags(db: DbOrTx, guestId: number | null, subject: RatingSubject, id: number): Promise<{ isLiked: boolean; isDisliked: boolean }> {
  if (guestId === null) return { isLiked: false, isDisliked: false };
  const value = (await guestRatingsOf(db, guestId, subject, [id])).get(id);
  return { isLiked: value === RATING_LIKE, isDisliked: value === RATING_DISLIKE };
}
