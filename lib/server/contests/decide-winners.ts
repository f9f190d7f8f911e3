import 'server-only';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { contestMedia, contests } from '@/lib/server/db/schema/contests';
import { rankedPlaces } from './contest-winners';

/**
 * §3 winners are decided by the server at the end of the window: a clock job (run by the one
 * leader, lib/server/cluster/clock-jobs.ts) stores the places of every contest that ended. Each
 * contest is claimed by a guarded update of its row in the same transaction that writes the
 * places, so two runs (a leader that lost its lock and the next one) decide it once; a vote
 * holds a share lock on the row, so the ranking is read after the last vote committed.
 * Answers the ids of the contests decided by this run.
 */
export async function decideContestWinners(db: Db, now: Date = new Date()): Promise<number[]> {
  const due = await db
    .select({ id: contests.id })
    .from(contests)
    .where(and(lte(contests.endsAt, now), isNull(contests.winnersDecidedAt)));
  const decided: number[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(contests)
        .set({ winnersDecidedAt: now })
        .where(and(eq(contests.id, id), isNull(contests.winnersDecidedAt), lte(contests.endsAt, now)))
        .returning({ id: contests.id });
      if (!claimed) return false;
      const places = await rankedPlaces(tx, id);
      for (const [mediaId, place] of places) await tx.update(contestMedia).set({ place }).where(eq(contestMedia.id, mediaId));
      return true;
    });
    if (done) decided.push(id);
  }
  return decided;
}
