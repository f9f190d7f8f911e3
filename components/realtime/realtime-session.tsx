'use client';

import { useEffect, useRef } from 'react';
import { getGuestState } from '@/stores/guest';
import { whenNoFlow } from '@/stores/overlay';
import { currentRealtimeSession, realtimeSessionStore } from '@/stores/realtime-session';
import type { RealtimeLanguage } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';
import { SessionNotice, type SessionNoticeText } from './session-notice';

/**
 * Opens the one real-time session of the page (§4) once the page has hydrated. The session code
 * is a separate chunk loaded by a dynamic import, so it is not first-load JavaScript (the
 * catalogue pages' budget). Mounted in the locale layout, it survives partial navigations (the layout stays);
 * a new language opens a new server session on the same socket. Login and logout set the
 * session's token themselves (lib/guest/guest-auth.ts); a session opened later starts with the
 * guest already known. It also starts the §7 client logger (browserOnline, connection errors,
 * offline queue) and shows the §4 session-expired notice.
 */
export function RealtimeSessionStarter({ locale, text }: { locale: RealtimeLanguage; text?: { sessionExpired: SessionNoticeText } }) {
  const language = useRef(locale);

  useEffect(() => {
    let cancelled = false;
    let session: RealtimeSession | null = null;
    let stops: (() => void)[] = [];
    // The session, the §4 reactions and the logger load together, after hydration.
    void Promise.all([
      import('@/lib/realtime/session'),
      import('@/lib/guest/session-reactions'),
      import('@/lib/realtime/page-reactions'),
      import('@/lib/realtime/client-logger'),
    ]).then(([{ RealtimeSession }, { reactToGuestEvents }, { reactToPageEvents }, { startClientLogger }]) => {
      if (cancelled) return;
      const apiSession = () => {
        const current = getGuestState();
        return { language: language.current, accessToken: current.status === 'guest' ? current.accessToken : null };
      };
      const logger = startClientLogger(apiSession);
      const guest = getGuestState();
      const identity = guest.status === 'guest' ? { accessToken: guest.accessToken, guestId: guest.guestId } : {};
      session = new RealtimeSession({ language: language.current, ...identity, onConnectionError: logger.connectionError });
      const reload = () => whenNoFlow(() => window.location.reload());
      // Balance, lock, vouchers, avs, VIP/TV, data protection, email verified, session expired and
      // loyalty points go to the guest's session (stores/guest-session.ts); reloads wait for open flows.
      stops = [reactToGuestEvents(session, reload), reactToPageEvents(session, reload), logger.stop];
      session.open();
      realtimeSessionStore.getState().actions.sessionOpened(session);
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
      session?.close();
      if (currentRealtimeSession() === session) realtimeSessionStore.getState().actions.sessionClosed();
    };
  }, []);

  // A new language changes the session's identity (a new requestSession), not the socket.
  useEffect(() => {
    language.current = locale;
    currentRealtimeSession()?.setIdentity({ language: locale });
  }, [locale]);

  return text ? <SessionNotice text={text.sessionExpired} /> : null;
}
