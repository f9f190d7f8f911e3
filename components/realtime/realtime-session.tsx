'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { setGuestBalance } from '@/lib/guest/balance-state';
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
    void import('@/lib/realtime/session').then(({ RealtimeSession }) => {
      if (cancelled) return;
      const guest = getGuestState();
      const identity = guest.status === 'guest' ? { accessToken: guest.accessToken, guestId: guest.guestId } : {};
      session = new RealtimeSession({ language: language.current, ...identity });
      // §7 guestBalance after every change of the balance: the header follows without a reload.
      session.on('guestBalance', (event) =>
        setGuestBalance({ balance: event.guestBalance, balanceFormatted: event.guestBalanceFormatted, isPayingCustomer: event.guestIsPayingCustomer }),
      );
      // §4: AVS revoked → reload; AVS set → reload (no callback registered): the page's fsk-18
      // media follow the new status. Both wait for an open flow to close first.
      const reload = () => whenNoFlow(() => window.location.reload());
      session.on('avsSet', reload);
      session.on('avsRevoked', reload);
      // §4: a VIP or TV subscription update runs the page's callback, else reloads.
      session.on('vipUpdate', reload);
      session.on('tvUpdate', reload);
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
