'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { presenceStore } from './presence-store';

/**
 * The online state of one performer: the server-rendered value until a WebSocket event about her
 * arrives (the server snapshot is that value, so hydration matches), then the store's.
 */
export function useActorOnline(actorId: number | undefined, initial: boolean): boolean {
  const read = useCallback(() => (actorId === undefined ? initial : (presenceStore.online(actorId) ?? initial)), [actorId, initial]);
  return useSyncExternalStore(presenceStore.subscribe, read, () => initial);
}
