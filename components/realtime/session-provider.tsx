'use client';

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { RealtimeLanguage } from '@/lib/realtime/protocol';
import { RealtimeSession } from '@/lib/realtime/session';

const RealtimeSessionContext = createContext<RealtimeSession | null>(null);

/**
 * Opens the one real-time session of the page (§4) on mount and closes it on unmount.
 * The session object is created during render without side effects; the socket opens only
 * in the effect, so server rendering never touches WebSocket.
 */
export function RealtimeSessionProvider({ locale, children }: { locale: RealtimeLanguage; children: ReactNode }) {
  const [session] = useState(() => new RealtimeSession({ language: locale }));

  useEffect(() => {
    session.open();
    return () => session.close();
  }, [session]);

  useEffect(() => {
    session.setIdentity({ language: locale });
  }, [session, locale]);

  return <RealtimeSessionContext.Provider value={session}>{children}</RealtimeSessionContext.Provider>;
}

/** The page's real-time session; null outside RealtimeSessionProvider. */
export function useRealtimeSession(): RealtimeSession | null {
  return useContext(RealtimeSessionContext);
}
