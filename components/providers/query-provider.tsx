'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RealtimeQuerySync } from '@/components/realtime/realtime-query-sync';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Pages arrive server-rendered; refetching at once on mount would only repeat that work.
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * One QueryClient per browser session (created lazily in state so React never shares it
 * between requests on the server). Real-time events invalidate its query keys.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <RealtimeQuerySync />
      {children}
    </QueryClientProvider>
  );
}
