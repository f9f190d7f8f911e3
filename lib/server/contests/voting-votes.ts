import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { votingOptions, votingVotes, votings } from '@/lib/server/db/schema/contests';
import { AppError } from '@/lib/server/errors';
import { contestStateAt } from './contest-state';

type VoteInput = { guestId: number; votingId: number; optionKey: string; now: Date };

/** The voting and option of a vote, inside their window (404 unknown, OUTSIDE_WINDOW closed). */
async function openOption(tx: Tx, input: VoteInput): Promise<void> {
  const [voting] = await tx.select().from(votings).where(eq(votings.id, input.votingId)).for('share');
  if (!voting) throw new AppError('NOT_FOUND', 'No such voting.');
  const [option] = await tx
    .select({ key: votingOptions.key })
    .from(votingOptions)
    .where(and(eq(votingOptions.votingId, voting.id), eq(votingOptions.key, input.optionKey)));
  if (!option) throw new AppError('NOT_FOUND', 'No such option in this voting.');
  if (contestStateAt(voting, input.now) !== 'active') throw new AppError('OUTSIDE_WINDOW', 'This voting takes no votes now.');
}

/** §7 add vote {votingId, optionKey}: one vote per guest and voting; the primary key decides. */
export async function addVotingVote(db: DbOrTx, input: VoteInput): Promise<void> {
  await db.transaction(async (tx) => {
    await openOption(tx, input);
    const [vote] = await tx
      .insert(votingVotes)
      .values({ votingId: input.votingId, guestId: input.guestId, optionKey: input.optionKey })
      .onConflictDoNothing()
      .returning({ key: votingVotes.optionKey });
    if (!vote) throw new AppError('ALREADY_VOTED', 'You already voted in this voting.');
  });
}

/** §7 delete vote {votingId, optionKey}: takes the guest's vote for that option back. */
export async function deleteVotingVote(db: DbOrTx, input: VoteInput): Promise<void> {
  await db.transaction(async (tx) => {
    await openOption(tx, input);
    const [removed] = await tx
      .delete(votingVotes)
      .where(and(eq(votingVotes.votingId, input.votingId), eq(votingVotes.guestId, input.guestId), eq(votingVotes.optionKey, input.optionKey)))
      .returning({ key: votingVotes.optionKey });
    if (!removed) throw new AppError('NOT_FOUND', 'No vote of yours for this option.');
  });
}
