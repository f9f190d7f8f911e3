import 'server-only';
import * as z from 'zod';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { createPageCache, type PageCache } from './page-cache';

/** 64 MB of pages (HTML plus its gzip copy) per process. */
const MAX_BYTES = 64 * 1024 * 1024;

/** The PubSub channel on which any process asks every process to drop cached pages by tag. */
export const PAGE_INVALIDATION_CHANNEL = 'pages.invalidate';

const invalidationSchema = z.object({ tags: z.array(z.string().min(1).max(200)).min(1).max(1000) });

const globalRef = globalThis as typeof globalThis & { __camPageCache?: PageCache };

/** One cache per process, on globalThis (server.ts and Next's bundles load separate module copies). */
export function pageCache(): PageCache {
  globalRef.__camPageCache ??= createPageCache({ maxBytes: MAX_BYTES });
  return globalRef.__camPageCache;
}

/**
 * Drops cached pages by tag in every process: 'page' (all pages), 'locale:de', 'actor:<slug>'.
 * Catalogue writers (performer edits, online state, new videos) call this; TTL covers the rest.
 */
export function invalidatePages(pubsub: PubSub, tags: string[]): Promise<void> {
  return pubsub.publish(PAGE_INVALIDATION_CHANNEL, { tags });
}

/** server.ts: apply invalidations published by any process to this process's cache. */
export function listenForPageInvalidations(pubsub: PubSub): () => void {
  return pubsub.subscribe(PAGE_INVALIDATION_CHANNEL, (payload) => {
    const parsed = invalidationSchema.safeParse(payload);
    if (parsed.success) pageCache().invalidate(parsed.data.tags);
  });
}
