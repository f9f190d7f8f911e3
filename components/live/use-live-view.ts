'use client';

import { useEffect, useState } from 'react';
import { useRealtimeSession } from '@/stores/realtime-session';
import type { LiveClosedReason, LiveState } from '@/lib/live/live-types';

export type LiveViewState = { stream: MediaStream | null; state: LiveState | null; reason: LiveClosedReason };

const idle: LiveViewState = { stream: null, state: null, reason: null };

/**
 * A guest's view of a performer's room within a chat, on the page's one real-time session
 * (lib/live/watch-room.ts). Null ids: not watching. The view re-negotiates by itself; state
 * 'closed' with a reason is the server's refusal or the room's end.
 */
export function useLiveView(roomId: number | null, chatId: number | null, iceServers?: RTCIceServer[]): LiveViewState {
  const session = useRealtimeSession();
  const [view, setView] = useState<LiveViewState & { key: string }>({ ...idle, key: '' });
  const key = `${roomId}/${chatId}`;
  // By value: a new array from every render must not restart the view.
  const ice = JSON.stringify(iceServers ?? []);

  useEffect(() => {
    if (!session || roomId === null || chatId === null) return;
    let closeView: (() => void) | null = null;
    let cancelled = false;
    // The WebRTC code loads with the first view, not with the page.
    void import('@/lib/live/watch-room').then(({ watchRoom }) => {
      if (cancelled) return;
      // watchRoom reports 'connecting' before it returns: the stream is known only after that.
      let stream: MediaStream | null = null;
      const live = watchRoom(session, roomId, chatId, {
        iceServers: JSON.parse(ice) as RTCIceServer[],
        onState: (state, reason) => setView({ stream, state, reason: reason ?? null, key }),
      });
      stream = live.stream;
      setView((current) => ({ ...current, stream, key }));
      closeView = live.close;
    });
    return () => {
      cancelled = true;
      closeView?.();
    };
  }, [session, roomId, chatId, ice, key]);

  // A view of other ids (or none) shows nothing of the previous one.
  return view.key === key && roomId !== null && chatId !== null ? view : idle;
}
