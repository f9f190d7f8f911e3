'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VoiceCallOffer } from '@/lib/contracts/messenger-voice-call';
import type { Locale } from '@/i18n/routing';
import { voiceCallOfferOptions } from '@/lib/queries/voicecall';
import { useActorOnline } from '@/stores/presence';

/**
 * Her voice-call offer for the conversation (flag, price), asked again when her presence changes
 * (§4 online events). null until known, for no performer, or when the ask failed (no Call button).
 */
export function useVoiceCallOffer(language: Locale, actorId: number | null, initialOnline: boolean): VoiceCallOffer | null {
  const online = useActorOnline(actorId ?? undefined, initialOnline);
  // The last answer stays while her new presence is asked about: an open call box keeps its offer.
  const query = useQuery({ ...voiceCallOfferOptions(language, actorId ?? 0, online), enabled: actorId !== null, placeholderData: keepPreviousData });
  if (actorId === null || !query.data || query.data.actorId !== actorId) return null;
  // Her presence event is newer than the offer the server answered a moment ago.
  return online ? query.data : { ...query.data, isOnline: false, available: false };
}
