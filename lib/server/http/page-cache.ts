import { gzipSync } from 'node:zlib';

/**
 * In-memory cache of public page responses (HTML documents and RSC payloads), keyed by request
 * variant and tagged for invalidation ("cached public HTML invalidated by tag"). Pure data
 * structure: server.ts decides what is cacheable (page-cache-policy.ts) and captures responses
 * (serve-cached.ts). Bounded by bytes; least recently used entries go first.
 */
export type CachedPage = {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /**
   * The same body gzipped, made once on the first hit that accepts gzip (gzipOf): most pages of
   * the long tail are asked for once (a crawler), and compressing every miss cost a tenth of its
   * render.
   */
  gzip: Buffer | null;
  tags: readonly string[];
  storedAt: number;
  expiresAt: number;
};

export type PageCacheStats = { entries: number; bytes: number; hits: number; misses: number; stores: number; invalidations: number };

export type PageCache = {
  get(key: string, now?: number): CachedPage | undefined;
  set(key: string, page: Omit<CachedPage, 'gzip' | 'storedAt' | 'expiresAt'>, ttlMs: number, now?: number): CachedPage;
  /** The gzip copy of the page stored under `key`, made and counted against the budget on first use. */
  gzipOf(key: string, page: CachedPage): Buffer;
  /** Drops every entry carrying one of the tags; returns how many went. */
  invalidate(tags: readonly string[]): number;
  clear(): void;
  /** Single flight: concurrent misses of one key share the first one's render. */
  inFlight: Map<string, Promise<CachedPage | null>>;
  stats(): PageCacheStats;
};

export function createPageCache(options: { maxBytes: number }): PageCache {
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recent.
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  const counters = { hits: 0, misses: 0, stores: 0, invalidations: 0 };
  const size = (page: CachedPage) => page.body.length + (page.gzip?.length ?? 0);

  const evict = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  };

  const remove = (key: string) => {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= size(page);
  };

  return {
    inFlight: new Map(),
    get(key, now = Date.now()) {
      const page = entries.get(key);
      if (!page || page.expiresAt <= now) {
        if (page) remove(key);
        counters.misses++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, page);
      counters.hits++;
      return page;
    },
    set(key, input, ttlMs, now = Date.now()) {
      remove(key);
      const page: CachedPage = { ...input, gzip: null, storedAt: now, expiresAt: now + ttlMs };
      if (size(page) > options.maxBytes) return page;
      entries.set(key, page);
      bytes += size(page);
      counters.stores++;
      evict();
      return page;
    },
    gzipOf(key, page) {
      if (page.gzip) return page.gzip;
      const gzip = gzipSync(page.body);
      page.gzip = gzip;
      // Counted only while the page is still held (a page kept past eviction by a reader is not).
      if (entries.get(key) === page) {
        bytes += gzip.length;
        evict();
      }
      return gzip;
    },
    invalidate(tags) {
      const wanted = new Set(tags);
      let removed = 0;
      for (const [key, page] of entries) {
        if (page.tags.some((tag) => wanted.has(tag))) {
          remove(key);
          removed++;
        }
      }
      counters.invalidations += removed;
      return removed;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes, ...counters }),
  };
}
