import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { RealtimeSession } from '@/lib/realtime/session';

/**
 * The page's one real-time session (§4), reachable from React (useRealtimeSession) and from
 * plain modules (the guest's login and logout set its identity). Opened after hydration by
 * components/realtime/realtime-session.tsx (the studio: app/studio/_components/studio-realtime.tsx).
 * Only the browser ever sets it, so no guest's session can be shared through this module on the
 * server. Type import only: the session code itself is a lazily loaded chunk.
 */
type RealtimeSessionState = {
  session: RealtimeSession | null;
  actions: {
    sessionOpened: (session: RealtimeSession) => void;
    sessionClosed: () => void;
  };
};

export const realtimeSessionStore = createStore<RealtimeSessionState>()((set) => ({
  session: null,
  actions: {
    sessionOpened: (session) => set({ session }),
    sessionClosed: () => set({ session: null }),
  },
}));

export function currentRealtimeSession(): RealtimeSession | null {
  return realtimeSessionStore.getState().session;
}

/** The page's real-time session; null until it has started after hydration (and on the server). */
export const useRealtimeSession = (): RealtimeSession | null => useStore(realtimeSessionStore, (state) => state.session);

export const useRealtimeSessionActions = () => useStore(realtimeSessionStore, (state) => state.actions);
