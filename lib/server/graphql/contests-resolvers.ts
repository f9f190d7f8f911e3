import 'server-only';
import * as z from 'zod';
import { contestKindSchema, contestStateSchema } from '@/lib/contracts/contests';
import { getContestRow } from '@/lib/server/contests/contest-row';
import { contestSummary, listContests } from '@/lib/server/contests/contest-summary';
import { listVotings } from '@/lib/server/contests/list-votings';
import { addVotingVote, deleteVotingVote } from '@/lib/server/contests/voting-votes';
import { AppError } from '@/lib/server/errors';
import type { GraphqlContext } from './context';
import { contextNow } from './context-now';

const id = z.number().int().positive().max(2_147_483_647);
const qmday = z.string().max(10).nullish();
const nowOf = (args: { qmday?: string | null }, context: GraphqlContext) => contextNow(context, args.qmday);

const contestsArgs = z.object({
  state: contestStateSchema,
  kind: contestKindSchema.nullish(),
  first: z.number().int().min(1).max(50).default(10),
  offset: z.number().int().min(0).max(100_000).default(0),
  qmday,
});

async function contestsQuery(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const args = contestsArgs.parse(raw);
  return listContests(context.db, { state: args.state, kind: args.kind ?? undefined, now: nowOf(args, context), language: context.language, limit: args.first, offset: args.offset });
}

async function contestQuery(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const args = z.object({ id, qmday }).parse(raw);
  const row = await getContestRow(context.db, args.id);
  return row ? contestSummary(context.db, row, context.language, nowOf(args, context)) : null;
}

async function votingsQuery(_parent: unknown, raw: unknown, context: GraphqlContext) {
  const args = z.object({ qmday }).parse(raw);
  return listVotings(context.db, { language: context.language, guestId: context.guest?.guestId ?? null, now: nowOf(args, context) });
}

const voteArgs = z.object({ votingId: id, optionKey: z.string().trim().min(1).max(40), qmday });

function voteMutation(change: typeof addVotingVote) {
  return async (_parent: unknown, raw: unknown, context: GraphqlContext) => {
    const args = voteArgs.parse(raw);
    if (!context.guest) throw new AppError('UNAUTHORIZED', 'Voting needs a logged-in guest.');
    const now = nowOf(args, context);
    await change(context.db, { guestId: context.guest.guestId, votingId: args.votingId, optionKey: args.optionKey, now });
    const [voting] = await listVotings(context.db, { language: context.language, guestId: context.guest.guestId, now, votingId: args.votingId });
    return voting;
  };
}

export const contestsResolvers = {
  Query: { contests: contestsQuery, contest: contestQuery, votings: votingsQuery },
  Mutation: { addVote: voteMutation(addVotingVote), deleteVote: voteMutation(deleteVotingVote) },
};
