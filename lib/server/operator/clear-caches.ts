import 'server-only';
import * as z from 'zod';
import { blogCache } from '@/lib/server/blog/cached-posts';
import { pageCache } from '@/lib/server/http/page-cache-registry';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { searchCache } from '@/lib/server/search/search-cache';

/** The PubSub channel on which §7 internal clear_di_cache reaches every process. */
export const CACHE_CLEAR_CHANNEL = 'operator.caches.clear';

export type ClearedCaches = { pages: number; searches: number; blogPages: number };

const clearSchema = z.object({ requestedAt: z.string().min(1).max(40) });

/** Empties this process's page, search and blog caches; answers how many entries each held. */
export function clearLocalCaches(): ClearedCaches {
  const pages = pageCache().stats().entries;
  const searches = searchCache().size;
  const blogPages = blogCache().size;
  pageCache().clear();
  searchCache().clear();
  blogCache().clear();
  return { pages, searches, blogPages };
}

/**
 * §7 internal clear_di_cache: clears here at once (the answer counts this process's entries) and
 * asks every other process through the PubSub; this process's own listener then finds nothing left.
 */
export async function clearCachesEverywhere(pubsub: PubSub, now = new Date()): Promise<ClearedCaches> {
  const cleared = clearLocalCaches();
  await pubsub.publish(CACHE_CLEAR_CHANNEL, { requestedAt: now.toISOString() });
  return cleared;
}

/** server.ts: every process applies the clears any process publishes. */
export function listenForCacheClears(pubsub: PubSub, onCleared?: (cleared: ClearedCaches) => void): () => void {
  return pubsub.subscribe(CACHE_CLEAR_CHANNEL, (payload) => {
    if (!clearSchema.safeParse(payload).success) return;
    const cleared = clearLocalCaches();
    onCleared?.(cleared);
  });
}
