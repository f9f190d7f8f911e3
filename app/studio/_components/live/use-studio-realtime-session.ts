'use client';

import { useSyncExternalStore } from 'react';
import { currentRealtimeSession, subscribeRealtimeSession } from '@/lib/realtime/current-session';
import type { RealtimeSession } from '@/lib/realtime/session';

/** The studio's one real-time session (opened by StudioRealtime); null until it has started. */
export function useStudioRealtimeSession(): RealtimeSession | null {
  return useSyncExternalStore(subscribeRealtimeSession, currentRealtimeSession, () => null);
}
