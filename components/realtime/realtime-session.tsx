'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeLanguage } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';

// The page's one session (§4), reachable from any client component. Only the browser ever sets
// it (in an effect), so no guest's session can be shared through this module on the server.
let current: RealtimeSession | null = null;
const listeners = new Set<() => void>();

function publish(session: RealtimeSession | null) {
  current = session;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's real-time session; null until it has started after hydration. */
export function useRealtimeSession(): RealtimeSession | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}

/**
 * Opens the one real-time session of the page (§4) once the page has hydrated. The session code
 * is a separate chunk loaded by a dynamic import, so it is not first-load JavaScript (issue 3
 * budget). Mounted in the locale layout, it survives partial navigations (the layout stays);
 * a new language opens a new server session on the same socket.
 */
export function RealtimeSessionStarter({ locale }: { locale: RealtimeLanguage }) {
  const language = useRef(locale);

  useEffect(() => {
    let cancelled = false;
    let session: RealtimeSession | null = null;
    void import('@/lib/realtime/session').then(({ RealtimeSession }) => {
      if (cancelled) return;
      session = new RealtimeSession({ language: language.current });
      session.open();
      publish(session);
    });
    return () => {
      cancelled = true;
      session?.close();
      if (current === session) publish(null);
    };
  }, []);

  // A new language changes the session's identity (a new requestSession), not the socket.
  useEffect(() => {
    language.current = locale;
    current?.setIdentity({ language: locale });
  }, [locale]);

  return null;
}
