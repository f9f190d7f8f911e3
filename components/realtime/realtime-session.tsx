'use client';

import { useEffect, useRef } from 'react';
import { getGuestState } from '@/stores/guest';
import { whenNoFlow } from '@/stores/overlay';
import { currentRealtimeSession, realtimeSessionStore } from '@/stores/realtime-session';
import type { RealtimeLanguage } from '@/lib/realtime/message-types';
import type { PageSession } from './open-page-session';
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
    let page: PageSession | null = null;
    let stopLogger = () => {};
    // The session, the §4 reactions and the logger load together, after hydration.
    void Promise.all([import('./open-page-session'), import('@/lib/realtime/client-logger')]).then(([{ openPageSession }, { startClientLogger }]) => {
      if (cancelled) return;
      const apiSession = () => {
        const current = getGuestState();
        return { language: language.current, accessToken: current.status === 'guest' ? current.accessToken : null };
      };
      const logger = startClientLogger(apiSession);
      stopLogger = logger.stop;
      const guest = getGuestState();
      const identity = guest.status === 'guest' ? { accessToken: guest.accessToken, guestId: guest.guestId } : {};
      const reload = () => whenNoFlow(() => window.location.reload());
      page = openPageSession({ language: language.current, ...identity, onConnectionError: logger.connectionError }, reload);
      realtimeSessionStore.getState().actions.sessionOpened(page.session);
    });
    return () => {
      cancelled = true;
      stopLogger();
      page?.stop();
      if (page && currentRealtimeSession() === page.session) realtimeSessionStore.getState().actions.sessionClosed();
    };
  }, []);

  // A new language changes the session's identity (a new requestSession), not the socket.
  useEffect(() => {
    language.current = locale;
    currentRealtimeSession()?.setIdentity({ language: locale });
  }, [locale]);

  return text ? <SessionNotice text={text.sessionExpired} /> : null;
}
