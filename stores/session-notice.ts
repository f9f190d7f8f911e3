import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * Why the page just logged the guest out, for components/realtime/session-notice.tsx
 * (§4 session expired). Module store: only the browser fills it.
 */
export type SessionNotice = 'sessionExpired';

type SessionNoticeState = {
  notice: SessionNotice | null;
  actions: {
    noticeShown: (notice: SessionNotice) => void;
    noticeDismissed: () => void;
  };
};

/** The store outside React (the WebSocket reactions, tests). */
export const sessionNoticeStore = createStore<SessionNoticeState>()((set) => ({
  notice: null,
  actions: {
    noticeShown: (notice) => set({ notice }),
    noticeDismissed: () => set({ notice: null }),
  },
}));

export const useSessionNotice = () => useStore(sessionNoticeStore, (state) => state.notice);
export const useSessionNoticeActions = () => useStore(sessionNoticeStore, (state) => state.actions);
