import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { type ContestGuestData, MAX_VOTES_PER_CONTEST } from '@/lib/contracts/contests';
import type { DbOrTx } from '@/lib/server/db/client';
import { contestGuestSettings, contestVoteCounts, contestVotes } from '@/lib/server/db/schema/contests';

/** §3 guestData of one contest: the guest's voteCount, hideVoteLimitModal and the media voted for. */
export async function contestGuestData(db: DbOrTx, guestId: number, contestId: number): Promise<ContestGuestData> {
  const [counter, settings, votes] = await Promise.all([
    db
      .select({ votes: contestVoteCounts.votes })
      .from(contestVoteCounts)
      .where(and(eq(contestVoteCounts.guestId, guestId), eq(contestVoteCounts.contestId, contestId))),
    db.select({ hide: contestGuestSettings.hideVoteLimitModal }).from(contestGuestSettings).where(eq(contestGuestSettings.guestId, guestId)),
    db
      .select({ mediaId: contestVotes.mediaId })
      .from(contestVotes)
      .where(and(eq(contestVotes.guestId, guestId), eq(contestVotes.contestId, contestId)))
      .orderBy(asc(contestVotes.id)),
  ]);
  return {
    guestId,
    contestId,
    voteCount: counter[0]?.votes ?? 0,
    maxVotes: MAX_VOTES_PER_CONTEST,
    hideVoteLimitModal: settings[0]?.hide ?? false,
    votedMediaIds: votes.map((vote) => vote.mediaId),
  };
}

/** The vote-limit box's "do not show again" (§3 hideVoteLimitModal), kept per guest. */
export async function setHideVoteLimitModal(db: DbOrTx, guestId: number, hide: boolean): Promise<void> {
  await db
    .insert(contestGuestSettings)
    .values({ guestId, hideVoteLimitModal: hide })
    .onConflictDoUpdate({ target: contestGuestSettings.guestId, set: { hideVoteLimitModal: hide } });
}
