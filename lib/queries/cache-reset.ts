/**
 * How the guest store empties the page's query cache without importing it: stores/guest.ts is in
 * every page's first load and must not pull react-query in, and the pay pages create a query
 * client but must not load the guest store (it registers the guest app's token source). The
 * client registers its clear when it is created (lib/queries/query-client.ts); the guest store
 * calls resetQueryCache() on a login, a logout or another guest, synchronously, so a query React
 * starts for the new guest right after is never removed with the old guest's data.
 */
let reset: (() => void) | null = null;

export function onQueryCacheReset(clear: () => void): void {
  reset = clear;
}

/** Nothing to do before the first island created the client. */
export function resetQueryCache(): void {
  reset?.();
}
