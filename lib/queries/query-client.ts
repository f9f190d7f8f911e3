import { QueryClient } from '@tanstack/react-query';
import { onQueryCacheReset } from './cache-reset';

let client: QueryClient | null = null;

/**
 * The page's one QueryClient: every island, the WebSocket's query registry and the plain modules
 * that read or change server data share its cache. Created on first use in the browser (never
 * at import: pages are rendered on the server for everyone, and this module must not hold one
 * visitor's data there). It is emptied when the guest changes (login, logout), so keys need no
 * guest id.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!client) {
    client = createQueryClient();
    // The guest store empties it on a guest change (./cache-reset.ts: it stays free of react-query).
    onQueryCacheReset(clearQueryCache);
  }
  return client;
}

/** Empties the page's cache (login, logout, another guest); nothing to do before the first island made one. */
export function clearQueryCache(): void {
  client?.clear();
}

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
