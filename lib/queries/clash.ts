import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restPath, restRequest } from '@/lib/api/rest';
import type { ClashView } from '@/lib/clash/clash-rules';
import { currentClashReader } from '@/lib/clash/read-clash';
import { getQueryClient } from './query-client';

/**
 * Clash of cams calls through the one REST client, each answer parsed by lib/contracts/clash.ts
 * (loaded inside the call); the current clash, which every profile asks for while it loads, by a
 * hand-written reader without zod (lib/clash/read-clash.ts). Guest: the current clash of a
 * performer (visitors too) with the guest's vote, and the vote; the broadcast clashOfCamsVoting event sets the cached clash through
 * the query registry (the studio's own clash calls: lib/queries/studio-clash.ts). Refusals arrive as
 * ApiError with the server's code.
 */
export const clashKeys = {
  all: ['clash'] as const,
  current: (actorId: number) => [...clashKeys.all, 'current', actorId] as const,
};

export type CurrentClash = { clash: ClashView | null; votedActorId: number | null };

/** GET clash/current/{actorId}: her running (or just ended) clash, with this guest's vote. */
export function currentClashOptions(language: Locale, actorId: number) {
  return queryOptions({
    queryKey: clashKeys.current(actorId),
    queryFn: async ({ signal }): Promise<CurrentClash> => {
      return (await restRequest(restPath('clash', 'current', actorId), { language, schema: currentClashReader, signal })).data;
    },
  });
}

const votes = (clash: ClashView) => clash.entries.reduce((total, entry) => total + entry.votes, 0);

/**
 * A clash as the page learns it (the event, the vote's answer) replaces the cached one of each
 * performer in it, unless the cache already counts more votes of the same clash (an event that
 * overtook the answer); the guest's vote belongs to its clash.
 */
export function clashLearnt(current: CurrentClash | undefined, clash: ClashView, votedActorId?: number): CurrentClash | undefined {
  if (!current) return undefined; // nobody on this page watches her clash
  const same = current.clash?.clashId === clash.clashId;
  const newest = same && current.clash && votes(current.clash) > votes(clash) ? current.clash : clash;
  return { clash: newest, votedActorId: votedActorId ?? (same ? current.votedActorId : null) };
}

/** POST clash/{clashId}/vote: one free vote per guest and clash; the cached clash follows the answer. */
export async function voteInClash(language: Locale, clashId: number, actorId: number): Promise<void> {
  const { clashVoteResponseSchema } = await import('@/lib/contracts/clash');
  const answer = (await restRequest(restPath('clash', clashId, 'vote'), { language, method: 'POST', body: { actorId }, schema: clashVoteResponseSchema })).data;
  for (const entry of answer.clash.entries) {
    getQueryClient().setQueryData<CurrentClash>(clashKeys.current(entry.actorId), (current) => clashLearnt(current, answer.clash, answer.votedActorId));
  }
}
