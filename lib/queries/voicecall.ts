import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { currentAccessToken } from '@/lib/api/access-token';
import { restPath, restRequest } from '@/lib/api/rest';
import type { VoiceCallOffer, VoiceCallStartResult } from '@/lib/contracts/messenger-voice-call';

/** The messenger's anonymous voice call over REST (§7 messenger area). Its end is the chat's (lib/queries/chat.ts endChat). */
export const voiceCallKeys = {
  all: ['voicecall'] as const,
  offer: (actorId: number, online: boolean, language: Locale) => [...voiceCallKeys.all, 'offer', actorId, online, language] as const,
};

/** Her voice flag and price; keyed by her online state, so a presence change asks again. */
export function voiceCallOfferOptions(language: Locale, actorId: number, online: boolean) {
  return queryOptions({
    queryKey: voiceCallKeys.offer(actorId, online, language),
    queryFn: async ({ signal }): Promise<VoiceCallOffer> => {
      const { voiceCallOfferResponseSchema } = await import('@/lib/contracts/messenger-voice-call');
      return (await restRequest(restPath('messenger', 'voicecall', 'offer', actorId), { language, schema: voiceCallOfferResponseSchema, signal })).data;
    },
    staleTime: 30_000,
  });
}

/**
 * §7 "Messenger: start anonymous voice-call chat {accessToken, actorId}": the body carries the
 * page's current token too (the REST client adds it to the request as for every call), so a tab
 * whose guest changed gets code 2004 instead of a call. A plain function: the call box's state
 * machine runs it after the microphone was granted.
 */
export async function startVoiceCall(language: Locale, actorId: number): Promise<VoiceCallStartResult> {
  const { voiceCallStartResponseSchema } = await import('@/lib/contracts/messenger-voice-call');
  const body = { accessToken: currentAccessToken() ?? '', actorId };
  return (await restRequest(restPath('messenger', 'voicecall', 'start'), { language, method: 'POST', body, schema: voiceCallStartResponseSchema })).data;
}
