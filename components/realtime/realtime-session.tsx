'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getGuestState } from '@/lib/guest/guest-state';
import { whenNoFlow } from '@/lib/overlay/overlay-store';
import { currentRealtimeSession, publishRealtimeSession, subscribeRealtimeSession } from '@/lib/realtime/current-session';
import type { RealtimeLanguage } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';

/** The page's real-time session; null until it has started after hydration. */
export function useRealtimeSession(): RealtimeSession | null {
  return useSyncExternalStore(subscribeRealtimeSession, currentRealtimeSession, () => null);
}

/**
 * Opens the one real-time session of the page (§4) once the page has hydrated. The session code
 * is a separate chunk loaded by a dynamic import, so it is not first-load JavaScript (issue 3
 * budget). Mounted in the locale layout, it survives partial navigations (the layout stays);
 * a new language opens a new server session on the same socket. Login and logout set the
 * session's token themselves (lib/guest/guest-auth.ts); a session opened later starts with the
 * guest already known.
 */
export function RealtimeSessionStarter({ locale }: { locale: RealtimeLanguage }) {
  const language = useRef(locale);

  useEffect(() => {
    let cancelled = false;
    let session: RealtimeSession | null = null;
    // The session and the §4 reactions to its guest events load together, after hydration.
    void Promise.all([import('@/lib/realtime/session'), import('@/lib/guest/session-reactions')]).then(([{ RealtimeSession }, { reactToGuestEvents }]) => {
      if (cancelled) return;
      const guest = getGuestState();
      const identity = guest.status === 'guest' ? { accessToken: guest.accessToken, guestId: guest.guestId } : {};
      session = new RealtimeSession({ language: language.current, ...identity });
      // Balance, lock, vouchers, avs, VIP/TV and data protection go to the guest's session
      // (stores/guest-session.ts); avs set/revoked and VIP/TV updates then reload once no flow is open.
      reactToGuestEvents(session, () => whenNoFlow(() => window.location.reload()));
      session.open();
      publishRealtimeSession(session);
    });
    return () => {
      cancelled = true;
      session?.close();
      if (currentRealtimeSession() === session) publishRealtimeSession(null);
    };
  }, []);

  // A new language changes the session's identity (a new requestSession), not the socket.
  useEffect(() => {
    language.current = locale;
    currentRealtimeSession()?.setIdentity({ language: locale });
  }, [locale]);

  return null;
}
