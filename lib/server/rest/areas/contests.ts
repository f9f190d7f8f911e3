import 'server-only';
import * as z from 'zod';
import { contestSubSchema } from '@/lib/contracts/contests';
import { addContestVote } from '@/lib/server/contests/add-contest-vote';
import { contestGridItems } from '@/lib/server/contests/contest-grid';
import { contestGuestData, setHideVoteLimitModal } from '@/lib/server/contests/contest-guest-data';
import { getContestRow } from '@/lib/server/contests/contest-row';
import { contestSummary } from '@/lib/server/contests/contest-summary';
import { deleteContestVote } from '@/lib/server/contests/delete-contest-vote';
import { requestNow, testDayInput } from '@/lib/server/events/request-now';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { type RestArea, restCall } from '../call';
import { restIdSchema } from './rest-ids';

const contestInput = z.object({ contestId: restIdSchema, ...testDayInput });

async function existingContest(db: DbOrTx, contestId: number) {
  const contest = await getContestRow(db, contestId);
  if (!contest) throw new AppError('NOT_FOUND', 'No such contest.');
  return contest;
}

/**
 * §7 contests area. Literal calls come before `{contestId}` (the first matching pattern wins).
 * Every call takes the §2 test day (qmday/qmdate), honoured where test days are allowed.
 */
export const contestsArea: RestArea = {
  // POST /rest/v1/contests/addContestMediaVoting {actorId, contestId, guestId, mediaId, albumId, hideConfirmWindow}
  addContestMediaVoting: restCall({
    method: 'POST',
    auth: 'guest',
    input: contestInput.extend({
      mediaId: restIdSchema,
      actorId: restIdSchema.optional(),
      albumId: restIdSchema.optional(),
      guestId: restIdSchema.optional(),
      hideConfirmWindow: z.boolean().optional(),
    }),
    handler: async (input, { db, guest }) => {
      if (input.guestId !== undefined && input.guestId !== guest.guestId) throw new AppError('FORBIDDEN', 'A guest votes only for themselves.');
      const data = await addContestVote(db, { ...input, guest, now: requestNow(input) });
      return { success: true, data };
    },
  }),

  // POST /rest/v1/contests/deleteContestMediaVoting {contestId, mediaId}: frees one of the 5 slots
  deleteContestMediaVoting: restCall({
    method: 'POST',
    auth: 'guest',
    input: contestInput.extend({ mediaId: restIdSchema }),
    handler: async (input, { db, guest }) => ({
      success: true,
      data: await deleteContestVote(db, { guestId: guest.guestId, contestId: input.contestId, mediaId: input.mediaId, now: requestNow(input) }),
    }),
  }),

  // POST /rest/v1/contests/hideVoteLimitModal {hide}: the vote-limit box's "do not show again" (§3 guestData)
  hideVoteLimitModal: restCall({
    method: 'POST',
    auth: 'guest',
    input: z.object({ hide: z.boolean().default(true) }),
    handler: async ({ hide }, { db, guest }) => {
      await setHideVoteLimitModal(db, guest.guestId, hide);
      return { success: true, data: { hideVoteLimitModal: hide } };
    },
  }),

  // GET /rest/v1/contests/getContestGuestData/{contestId}: §3 guestData (voteCount, hideVoteLimitModal)
  'getContestGuestData/{contestId}': restCall({
    method: 'GET',
    auth: 'guest',
    input: contestInput,
    handler: async ({ contestId }, { db, guest }) => {
      await existingContest(db, contestId);
      return { success: true, data: await contestGuestData(db, guest.guestId, contestId) };
    },
  }),

  // GET /rest/v1/contests/getContestGridItems/{contestId}/{contestSub}/{limit}/{offset} (actorName, mediaIndex)
  'getContestGridItems/{contestId}/{contestSub}/{limit}/{offset}': restCall({
    method: 'GET',
    auth: 'optional',
    input: contestInput.extend({
      contestSub: contestSubSchema,
      limit: z.coerce.number().int().min(1).max(100),
      offset: z.coerce.number().int().min(0).max(100_000),
      actorName: z.string().trim().min(1).max(100).optional(),
      mediaIndex: z.coerce.number().int().min(0).max(100_000).optional(),
    }),
    handler: async (input, { db, guest }) => ({
      success: true,
      data: await contestGridItems(db, { ...input, sub: input.contestSub, guestId: guest?.guestId ?? null, now: requestNow(input) }),
    }),
  }),

  // GET /rest/v1/contests/{contestId}/topList: the ten media with the most votes
  '{contestId}/topList': restCall({
    method: 'GET',
    auth: 'none',
    input: contestInput,
    handler: async (input, { db }) => {
      const page = await contestGridItems(db, { contestId: input.contestId, sub: 'top10', limit: 10, offset: 0, guestId: null, now: requestNow(input) });
      return { success: true, data: { contestId: page.contestId, items: page.items } };
    },
  }),

  // GET /rest/v1/contests/{contestId}/getHeader: the contest's header (§3 contest with counts and winners)
  '{contestId}/getHeader': restCall({
    method: 'GET',
    auth: 'none',
    input: contestInput,
    handler: async (input, { db, language }) => ({
      success: true,
      data: await contestSummary(db, await existingContest(db, input.contestId), language, requestNow(input)),
    }),
  }),

  // GET /rest/v1/contests/{contestId}/actor/{actorId}: one performer's media in the contest
  '{contestId}/actor/{actorId}': restCall({
    method: 'GET',
    auth: 'none',
    input: contestInput.extend({ actorId: restIdSchema }),
    handler: async (input, { db }) => {
      const page = await contestGridItems(db, { contestId: input.contestId, sub: 'actor', actorId: input.actorId, limit: 100, offset: 0, guestId: null, now: requestNow(input) });
      if (page.items.length === 0) throw new AppError('NOT_FOUND', 'This performer has no media in the contest.');
      return { success: true, data: { contestId: page.contestId, actor: page.items[0]!.actor, items: page.items } };
    },
  }),

  // GET /rest/v1/contests/{contestId}: the §3 contest
  '{contestId}': restCall({
    method: 'GET',
    auth: 'none',
    input: contestInput,
    handler: async (input, { db, language }) => ({
      success: true,
      data: await contestSummary(db, await existingContest(db, input.contestId), language, requestNow(input)),
    }),
  }),
};
