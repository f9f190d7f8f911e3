'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RealtimeQuerySync } from '@/components/realtime/realtime-query-sync';
import { getQueryClient } from '@/lib/queries/query-client';

/**
 * Gives an island the page's one QueryClient (lib/queries/query-client.ts). Islands mount it at
 * their lazily loaded root, so react-query stays out of first-load JavaScript; several islands
 * share one cache. Real-time events invalidate its query keys.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <RealtimeQuerySync />
      {children}
    </QueryClientProvider>
  );
}
