'use client';

import { useEffect } from 'react';
import { trackActorProfileVisit } from '@/lib/api/beacon';
import type { Locale } from '@/i18n/routing';
import { getGuestState } from '@/stores/guest';

/** Actors already counted in this page's life: moving between her profile tabs is one visit. */
const tracked = new Set<number>();

/** §7 tracker trackActorProfileVisit {actorId}: sent as a beacon once per visit, after hydration. */
export function TrackProfileVisit({ actorId, locale }: { actorId: number; locale: Locale }) {
  useEffect(() => {
    if (tracked.has(actorId)) return;
    tracked.add(actorId);
    const guest = getGuestState();
    trackActorProfileVisit(actorId, { language: locale, accessToken: guest.status === 'guest' ? guest.accessToken : null });
  }, [actorId, locale]);
  return null;
}
