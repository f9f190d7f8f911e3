import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { type ContestVoteResult, MAX_VOTES_PER_CONTEST } from '@/lib/contracts/contests';
import type { DbOrTx } from '@/lib/server/db/client';
import { contestMedia, contestVoteCounts, contestVotes } from '@/lib/server/db/schema/contests';
import { AppError } from '@/lib/server/errors';
import { contestGuestData, setHideVoteLimitModal } from './contest-guest-data';
import { lockOpenContest } from './lock-open-contest';

export type AddContestVoteInput = {
  guest: { guestId: number; avsAccepted: boolean };
  contestId: number;
  mediaId: number;
  /** §7 actorId and albumId: when sent they must name the medium's performer and video or album. */
  actorId?: number;
  albumId?: number;
  /** §7 hideConfirmWindow: the guest ticked "do not show again" in the vote-limit box. */
  hideConfirmWindow?: boolean;
  now: Date;
};

/**
 * §7 addContestMediaVoting. In one transaction: the contest is locked open, the medium checked,
 * the guest's counter row for the contest raised only below §9's 5 (the row lock serializes the
 * guest's parallel votes and the check constraint backs it), then the vote inserted (one per
 * medium, the unique index decides). A refusal rolls all of it back. An fsk-18 contest and a
 * guest without accepted age verification: nothing is written, the answer says needAvs (§4).
 */
export async function addContestVote(db: DbOrTx, input: AddContestVoteInput): Promise<ContestVoteResult> {
  const { guestId } = input.guest;
  const needAvs = await db.transaction(async (tx) => {
    const contest = await lockOpenContest(tx, input.contestId, input.now);
    const [medium] = await tx
      .select()
      .from(contestMedia)
      .where(and(eq(contestMedia.id, input.mediaId), eq(contestMedia.contestId, contest.id)));
    if (!medium) throw new AppError('NOT_FOUND', 'No such medium in this contest.');
    if (input.actorId !== undefined && input.actorId !== medium.actorId) throw new AppError('NOT_FOUND', 'The medium belongs to another performer.');
    if (input.albumId !== undefined && input.albumId !== (medium.videoId ?? medium.albumId)) throw new AppError('NOT_FOUND', 'The medium is another video or album.');
    if (contest.fsk >= 18 && !input.guest.avsAccepted) return true;

    await tx.insert(contestVoteCounts).values({ guestId, contestId: contest.id, votes: 0 }).onConflictDoNothing();
    const [counted] = await tx
      .update(contestVoteCounts)
      .set({ votes: sql`${contestVoteCounts.votes} + 1` })
      .where(and(eq(contestVoteCounts.guestId, guestId), eq(contestVoteCounts.contestId, contest.id), lt(contestVoteCounts.votes, MAX_VOTES_PER_CONTEST)))
      .returning({ votes: contestVoteCounts.votes });
    if (!counted) throw new AppError('VOTE_LIMIT_REACHED', `At most ${MAX_VOTES_PER_CONTEST} votes per contest.`);
    const [vote] = await tx
      .insert(contestVotes)
      .values({ contestId: contest.id, mediaId: medium.id, guestId })
      .onConflictDoNothing()
      .returning({ id: contestVotes.id });
    if (!vote) throw new AppError('ALREADY_VOTED', 'You already voted for this medium.');
    if (input.hideConfirmWindow) await setHideVoteLimitModal(tx, guestId, true);
    return false;
  });
  return { voted: !needAvs, needAvs, guestData: await contestGuestData(db, guestId, input.contestId) };
}
