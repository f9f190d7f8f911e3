import 'server-only';
import { and, gte, inArray, sql } from 'drizzle-orm';
import { MIN_RATINGS_SHOWN, RATING_WINDOW_DAYS } from '@/lib/catalog/rules';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorChatRatings } from '@/lib/server/db/schema/actors';

export type RatingStats = { count: number; satisfactionRate: number };

/** §3 chat ratings lastNinetyDays: ratings younger than the window. */
export function inRatingWindow() {
  return gte(actorChatRatings.ratedAt, sql`now() - make_interval(days => ${RATING_WINDOW_DAYS})`);
}

/** Satisfied share of the window as a fraction (for ordering) … */
export const satisfiedShare = sql<number>`avg(case when ${actorChatRatings.satisfied} then 1.0 else 0.0 end)`;

/** … and as the whole percent shown to guests. */
export function toPercent(share: number): number {
  return Math.round(share * 100);
}

/**
 * The 90-day rating stats of some performers in one grouped query over the (actor_id, rated_at)
 * index. §5: only performers with at least 10 ratings in the window get an entry, because
 * ratings are shown only then.
 */
export async function loadShownRatingStats(db: DbOrTx, actorIds: readonly number[]): Promise<Map<number, RatingStats>> {
  const result = new Map<number, RatingStats>();
  if (actorIds.length === 0) return result;
  const rows = await db
    .select({
      actorId: actorChatRatings.actorId,
      count: sql<number>`count(*)`.mapWith(Number),
      share: satisfiedShare.mapWith(Number),
    })
    .from(actorChatRatings)
    .where(and(inArray(actorChatRatings.actorId, [...actorIds]), inRatingWindow()))
    .groupBy(actorChatRatings.actorId)
    .having(sql`count(*) >= ${MIN_RATINGS_SHOWN}`);
  for (const row of rows) result.set(row.actorId, { count: row.count, satisfactionRate: toPercent(row.share) });
  return result;
}
