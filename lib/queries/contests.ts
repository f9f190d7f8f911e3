import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restPath, restRequest } from '@/lib/api/rest';
import type { ContestGuestData, ContestSub, ContestVoteResult } from '@/lib/contracts/contests';
import { getQueryClient } from './query-client';

/**
 * §7 contests area for the contest page's guest island: the guest's data (votes, the vote-limit
 * box setting) and the media grid of a sub-view. Keys name no guest (the query client is cleared
 * when the guest changes); `qmday` is the page's §2 test day, forwarded to every call.
 */
export const contestKeys = {
  all: ['contests'] as const,
  contest: (contestId: number) => [...contestKeys.all, contestId] as const,
  guestData: (contestId: number, qmday: string | null) => [...contestKeys.contest(contestId), 'guestData', qmday] as const,
  grid: (language: Locale, contestId: number, sub: ContestSub, limit: number, offset: number, qmday: string | null) =>
    [...contestKeys.contest(contestId), 'grid', language, sub, limit, offset, qmday] as const,
};

const withDay = (qmday: string | null) => (qmday ? { qmday } : {});

/** GET getContestGuestData/{contestId}: §3 guestData (voteCount, hideVoteLimitModal, voted media). */
export function contestGuestDataOptions(language: Locale, contestId: number, qmday: string | null) {
  return queryOptions({
    queryKey: contestKeys.guestData(contestId, qmday),
    queryFn: async ({ signal }) => {
      const { contestGuestDataResponseSchema } = await import('@/lib/contracts/contests');
      return (await restRequest(restPath('contests', 'getContestGuestData', contestId), { language, query: withDay(qmday), schema: contestGuestDataResponseSchema, signal })).data;
    },
  });
}

/** GET getContestGridItems/{contestId}/{contestSub}/{limit}/{offset}: one page of a sub-view. */
export function contestGridOptions(language: Locale, contestId: number, sub: ContestSub, limit: number, offset: number, qmday: string | null) {
  return queryOptions({
    queryKey: contestKeys.grid(language, contestId, sub, limit, offset, qmday),
    queryFn: async ({ signal }) => {
      const { contestGridPageResponseSchema } = await import('@/lib/contracts/contests');
      const path = restPath('contests', 'getContestGridItems', contestId, sub, limit, offset);
      return (await restRequest(path, { language, query: withDay(qmday), schema: contestGridPageResponseSchema, signal })).data;
    },
  });
}

/** Votes and counts changed: the guest data is set, every grid of the contest refetches. */
function settle(contestId: number, qmday: string | null, guestData: ContestGuestData) {
  const client = getQueryClient();
  client.setQueryData(contestKeys.guestData(contestId, qmday), guestData);
  void client.invalidateQueries({ queryKey: [...contestKeys.contest(contestId), 'grid'] });
}

/** POST addContestMediaVoting: answers needAvs instead of counting for an fsk-18 contest without avs. */
export async function voteForMedium(language: Locale, input: { contestId: number; mediaId: number; qmday: string | null }): Promise<ContestVoteResult> {
  const { contestVoteResponseSchema } = await import('@/lib/contracts/contests');
  const body = { contestId: input.contestId, mediaId: input.mediaId, ...withDay(input.qmday) };
  const { data } = await restRequest('contests/addContestMediaVoting', { language, method: 'POST', body, schema: contestVoteResponseSchema });
  if (data.voted) settle(input.contestId, input.qmday, data.guestData);
  return data;
}

/** POST deleteContestMediaVoting: takes a vote back (frees one of the 5). */
export async function deleteVoteForMedium(language: Locale, input: { contestId: number; mediaId: number; qmday: string | null }): Promise<ContestGuestData> {
  const { contestGuestDataResponseSchema } = await import('@/lib/contracts/contests');
  const body = { contestId: input.contestId, mediaId: input.mediaId, ...withDay(input.qmday) };
  const { data } = await restRequest('contests/deleteContestMediaVoting', { language, method: 'POST', body, schema: contestGuestDataResponseSchema });
  settle(input.contestId, input.qmday, data);
  return data;
}

/** POST hideVoteLimitModal: the vote-limit box's "do not show again". */
export async function hideVoteLimitBox(language: Locale, contestId: number, qmday: string | null): Promise<void> {
  const { dataEnvelope } = await import('@/lib/contracts/envelope');
  const z = await import('zod');
  await restRequest('contests/hideVoteLimitModal', { language, method: 'POST', body: { hide: true }, schema: dataEnvelope(z.object({ hideVoteLimitModal: z.boolean() })) });
  getQueryClient().setQueryData(contestKeys.guestData(contestId, qmday), (old: ContestGuestData | undefined) => (old ? { ...old, hideVoteLimitModal: true } : old));
}
