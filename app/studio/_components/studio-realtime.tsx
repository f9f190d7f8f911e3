'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { currentRealtimeSession, realtimeSessionStore } from '@/stores/realtime-session';
import type { RealtimeSession } from '@/lib/realtime/session';
import { useStudio } from './studio-context';

/**
 * The studio page's one WebSocket, as a performer session (requestSession with the studio token,
 * lib/server/ws/session.ts). Events are thin: they invalidate query keys through the one registry
 * (lib/realtime/query-invalidation.ts, the studio's table) and the lists refetch through REST (new
 * guest messages arrive live; her own online switch from another tab shows here too).
 */
export function StudioRealtime({ studioToken }: { studioToken: string }) {
  const client = useQueryClient();
  const { locale, actorId } = useStudio();
  const sessionRef = useRef<RealtimeSession | null>(null);
  const tokenRef = useRef(studioToken);

  // A renewed token opens a new server session on the same socket.
  useEffect(() => {
    tokenRef.current = studioToken;
    sessionRef.current?.setIdentity({ studioToken });
  }, [studioToken]);

  useEffect(() => {
    let cancelled = false;
    let stops: (() => void)[] = [];
    void Promise.all([import('@/lib/realtime/session'), import('@/lib/realtime/query-invalidation')]).then(([{ RealtimeSession }, registry]) => {
      if (cancelled) return;
      const session = new RealtimeSession({ language: locale, studioToken: tokenRef.current });
      stops = [registry.connectQueryInvalidation(session, client, registry.studioRegistry(actorId))];
      session.open();
      sessionRef.current = session;
      // The live page (app/studio/_components/live) publishes her camera and runs private calls on this session.
      realtimeSessionStore.getState().actions.sessionOpened(session);
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
      sessionRef.current?.close();
      if (sessionRef.current && currentRealtimeSession() === sessionRef.current) realtimeSessionStore.getState().actions.sessionClosed();
      sessionRef.current = null;
    };
  }, [client, locale, actorId]);

  return null;
}
