import type { RealtimeSession } from './session';

/**
 * The page's one real-time session (§4), reachable from React (useRealtimeSession) and from
 * plain modules (the guest's login and logout set its identity). Only the browser ever sets it,
 * so no guest's session can be shared through this module on the server.
 */
let current: RealtimeSession | null = null;
const listeners = new Set<() => void>();

export function currentRealtimeSession(): RealtimeSession | null {
  return current;
}

export function publishRealtimeSession(session: RealtimeSession | null): void {
  current = session;
  for (const listener of listeners) listener();
}

export function subscribeRealtimeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
