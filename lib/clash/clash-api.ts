import type { ApiSession } from '@/lib/api/client-config';
import { restPath, restRequest } from '@/lib/api/rest';
import {
  clashOpponentsResponseSchema,
  clashResponseSchema,
  clashVoteResponseSchema,
  currentClashResponseSchema,
  studioClashResponseSchema,
} from '@/lib/contracts/clash';
import type { ClashView } from './clash-rules';

/**
 * Clash of cams calls through the one REST client, each answer parsed by lib/contracts/clash.ts.
 * Guest: the current clash of a performer (visitors too) and the vote; studio: start, current,
 * opponents (performer token). Refusals arrive as ApiError with the server's code.
 */
type TokenSession = ApiSession & { accessToken: string };

export async function fetchCurrentClash(session: ApiSession, actorId: number): Promise<{ clash: ClashView | null; votedActorId: number | null }> {
  return (await restRequest(restPath('clash', 'current', actorId), { ...session, schema: currentClashResponseSchema })).data;
}

export async function voteInClash(session: TokenSession, clashId: number, actorId: number): Promise<{ clash: ClashView; votedActorId: number }> {
  return (await restRequest(restPath('clash', clashId, 'vote'), { ...session, method: 'POST', body: { actorId }, schema: clashVoteResponseSchema })).data;
}

export const studioClashApi = {
  start: async (session: TokenSession, opponentId: number): Promise<ClashView> =>
    (await restRequest('studio/clash', { ...session, method: 'POST', body: { opponentId }, schema: clashResponseSchema })).data.clash,
  current: async (session: TokenSession): Promise<ClashView | null> => (await restRequest('studio/clash/current', { ...session, schema: studioClashResponseSchema })).data.clash,
  opponents: async (session: TokenSession) => (await restRequest('studio/clash/opponents', { ...session, schema: clashOpponentsResponseSchema })).data.opponents,
};
