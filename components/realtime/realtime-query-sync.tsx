'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectQueryInvalidation } from '@/lib/realtime/query-invalidation';
import { useRealtimeSession } from '@/stores/realtime-session';

/**
 * Inside a QueryProvider: the page's WebSocket events invalidate or set its react-query keys
 * (lib/realtime/query-invalidation.ts). Every provider mounts one; the registry subscribes the
 * page's client once however many there are.
 */
export function RealtimeQuerySync() {
  const client = useQueryClient();
  const session = useRealtimeSession();
  useEffect(() => (session ? connectQueryInvalidation(session, client) : undefined), [session, client]);
  return null;
}
