import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ContestGuestData } from '@/lib/contracts/contests';
import type { DbOrTx } from '@/lib/server/db/client';
import { contestVoteCounts, contestVotes } from '@/lib/server/db/schema/contests';
import { AppError } from '@/lib/server/errors';
import { contestGuestData } from './contest-guest-data';
import { lockOpenContest } from './lock-open-contest';

/**
 * §7 deleteContestMediaVoting: takes the guest's vote back while the contest is open, which frees
 * one of the 5 slots (the vote and the counter change in one transaction, under the counter's lock).
 */
export async function deleteContestVote(db: DbOrTx, input: { guestId: number; contestId: number; mediaId: number; now: Date }): Promise<ContestGuestData> {
  await db.transaction(async (tx) => {
    const contest = await lockOpenContest(tx, input.contestId, input.now);
    await tx.insert(contestVoteCounts).values({ guestId: input.guestId, contestId: contest.id, votes: 0 }).onConflictDoNothing();
    await tx
      .select({ votes: contestVoteCounts.votes })
      .from(contestVoteCounts)
      .where(and(eq(contestVoteCounts.guestId, input.guestId), eq(contestVoteCounts.contestId, contest.id)))
      .for('update');
    const [removed] = await tx
      .delete(contestVotes)
      .where(and(eq(contestVotes.guestId, input.guestId), eq(contestVotes.contestId, contest.id), eq(contestVotes.mediaId, input.mediaId)))
      .returning({ id: contestVotes.id });
    if (!removed) throw new AppError('NOT_FOUND', 'No vote of yours for this medium.');
    await tx
      .update(contestVoteCounts)
      .set({ votes: sql`${contestVoteCounts.votes} - 1` })
      .where(and(eq(contestVoteCounts.guestId, input.guestId), eq(contestVoteCounts.contestId, contest.id), gt(contestVoteCounts.votes, 0)));
  });
  return contestGuestData(db, input.guestId, input.contestId);
}
