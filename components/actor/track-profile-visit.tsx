'use client';

import { useEffect } from 'react';
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
    // The beacon's REST address builder comes with import(): nothing of it is first-load JavaScript.
    void import('@/lib/api/beacon').then(({ trackActorProfileVisit }) =>
      trackActorProfileVisit(actorId, { language: locale, accessToken: guest.status === 'guest' ? guest.accessToken : null }),
    );
  }, [actorId, locale]);
  return null;
}
