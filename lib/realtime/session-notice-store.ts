/**
 * Why the page just logged the guest out, for components/realtime/session-notice.tsx
 * (§4 session expired). Module store: only the browser fills it.
 */
export type SessionNotice = 'sessionExpired';

let current: SessionNotice | null = null;
const listeners = new Set<() => void>();

function set(value: SessionNotice | null): void {
  current = value;
  for (const listener of listeners) listener();
}

export const sessionNoticeStore = {
  show: (notice: SessionNotice) => set(notice),
  dismiss: () => set(null),
  current: (): SessionNotice | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
