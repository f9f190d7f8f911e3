import { useSyncExternalStore } from 'react';
import { pushSupported } from './push-browser';

/** §3 web push permission states, plus what a browser without push or the server render sees. */
export type PushPermission = NotificationPermission | 'unsupported' | 'unknown';

const listeners = new Set<() => void>();

function read(): PushPermission {
  return pushSupported() ? Notification.permission : 'unsupported';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the browser (only from a click: browsers ignore it otherwise) and tells every reader. */
export async function requestPushPermission(): Promise<PushPermission> {
  const answer = await Notification.requestPermission();
  for (const listener of listeners) listener();
  return answer;
}

/** The permission now; 'unknown' during the server render and hydration. */
export function useNotificationPermission(): PushPermission {
  return useSyncExternalStore(subscribe, read, () => 'unknown');
}
