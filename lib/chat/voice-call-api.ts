import { queryOptions } from '@tanstack/react-query';
import { restPath, restRequest } from '@/lib/api/rest';
import type { ApiSession } from '@/lib/api/client-config';
import { type VoiceCallOffer, type VoiceCallStartResult, voiceCallOfferResponseSchema, voiceCallStartResponseSchema } from '@/lib/contracts/messenger-voice-call';

/** The messenger's anonymous voice call over REST (§7 messenger area); the guest's token on every call. */
export type VoiceCallSession = ApiSession & { accessToken: string };

/**
 * §7 "Messenger: start anonymous voice-call chat {accessToken, actorId}": the body carries the
 * page's current token too, so a tab whose guest changed gets code 2004 instead of a call.
 */
export async function startVoiceCall(session: VoiceCallSession, actorId: number): Promise<VoiceCallStartResult> {
  const body = { accessToken: session.accessToken, actorId };
  return (await restRequest(restPath('messenger', 'voicecall', 'start'), { ...session, method: 'POST', body, schema: voiceCallStartResponseSchema })).data;
}

export const voiceCallKeys = { offer: (actorId: number, online: boolean) => ['voice-call', 'offer', actorId, online] as const };

/** Her voice flag and price; keyed by her online state, so a presence change asks again. */
export const voiceCallOfferQuery = (session: VoiceCallSession, actorId: number, online: boolean) =>
  queryOptions({
    queryKey: voiceCallKeys.offer(actorId, online),
    queryFn: async ({ signal }): Promise<VoiceCallOffer> =>
      (await restRequest(restPath('messenger', 'voicecall', 'offer', actorId), { ...session, schema: voiceCallOfferResponseSchema, signal })).data,
    staleTime: 30_000,
  });
