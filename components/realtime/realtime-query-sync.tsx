'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectQueryInvalidation } from '@/lib/realtime/query-invalidation';
import { useRealtimeSession } from './realtime-session';

/** Inside a QueryProvider: the page's WebSocket events invalidate its react-query keys (lib/realtime/query-invalidation.ts). */
export function RealtimeQuerySync() {
  const client = useQueryClient();
  const session = useRealtimeSession();
  useEffect(() => (session ? connectQueryInvalidation(session, client) : undefined), [session, client]);
  return null;
}
