import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { contests } from '@/lib/server/db/schema/contests';
import { AppError } from '@/lib/server/errors';
import type { ContestRow } from './contest-row';
import { votingOpenAt } from './contest-state';

/**
 * The contest of a vote, share-locked for the vote's transaction: the winners job's claim waits
 * for votes in flight, so its ranking sees every vote that counted. Refuses an unknown contest
 * (404) and one outside its window or already decided (OUTSIDE_WINDOW).
 */
export async function lockOpenContest(tx: Tx, contestId: number, now: Date): Promise<ContestRow> {
  const [contest] = await tx.select().from(contests).where(eq(contests.id, contestId)).for('share');
  if (!contest) throw new AppError('NOT_FOUND', 'No such contest.');
  if (!votingOpenAt(contest, now) || contest.winnersDecidedAt) {
    throw new AppError('OUTSIDE_WINDOW', 'This contest takes no votes now.', { startsAt: contest.startsAt.toISOString(), endsAt: contest.endsAt.toISOString() });
  }
  return contest;
}
