import 'server-only';
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ContestGridItem } from '@/lib/contracts/contests';
import type { DbOrTx } from '@/lib/server/db/client';
import { contestMedia } from '@/lib/server/db/schema/contests';
import { mediaVotesSql, rankingOrder, selectContestMedia, toGridItem } from './contest-media-rows';
import type { ContestRow } from './contest-row';
import { contestStateAt } from './contest-state';

/** §3 the podium: places 1–3, for media with at least one vote. */
export const WINNER_PLACES = 3;

/** The places the votes give right now (mediaId → place); the job stores exactly these at the end. */
export async function rankedPlaces(db: DbOrTx, contestId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ mediaId: contestMedia.id, votes: mediaVotesSql })
    .from(contestMedia)
    .where(eq(contestMedia.contestId, contestId))
    .orderBy(...rankingOrder)
    .limit(WINNER_PLACES);
  return new Map(rows.filter((row) => Number(row.votes) > 0).map((row, index) => [row.mediaId, index + 1]));
}

/**
 * The winners of a contest as the request's now sees it: none before the end; the stored places
 * once the clock job decided them; until then the same ranking derived from the votes, so a page
 * is never wrong in the minute between the end and the job's run (no vote counts after the end).
 */
export async function contestWinners(db: DbOrTx, contest: ContestRow, now: Date): Promise<ContestGridItem[]> {
  if (contestStateAt(contest, now) !== 'last') return [];
  if (contest.winnersDecidedAt) {
    const rows = await selectContestMedia(db, contest.id, { where: isNotNull(contestMedia.place), orderBy: [asc(contestMedia.place)], limit: WINNER_PLACES, offset: 0 });
    return rows.map((row) => toGridItem(row));
  }
  const places = await rankedPlaces(db, contest.id);
  if (places.size === 0) return [];
  const rows = await selectContestMedia(db, contest.id, { where: inArray(contestMedia.id, [...places.keys()]), limit: WINNER_PLACES, offset: 0 });
  return rows.map((row) => toGridItem(row, places)).sort((a, b) => (a.place ?? 0) - (b.place ?? 0));
}
