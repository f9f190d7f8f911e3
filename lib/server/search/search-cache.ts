import 'server-only';
import { SEARCH_CACHE_MS, SEARCH_CACHE_SWEEP_MS } from '@/lib/catalog/rules';

type Entry = { expiresAt: number; value: Promise<unknown> };

export type SearchCacheOptions = {
  /** The clock (tests inject one); Date.now by default. */
  now?: () => number;
  ttlMs?: number;
  /** Bound on entries: the least recently used go first. */
  maxEntries?: number;
};

export type SearchCache = {
  /** The cached answer of `key`, else `load()` — one load per key at a time (single flight). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops expired entries; the sweeper calls it every SEARCH_CACHE_SWEEP_MS. */
  sweep(): number;
  clear(): void;
  readonly size: number;
};

const DEFAULT_MAX_ENTRIES = 500;

/**
 * §9: search cache entries expire after 5 minutes; a cleaner checks every 5 s. A Map keeps
 * insertion order, so re-inserting on a hit makes its first key the least recently used one.
 */
export function createSearchCache(options: SearchCacheOptions = {}): SearchCache {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? SEARCH_CACHE_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, Entry>();

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > at) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = load();
      const entry: Entry = { expiresAt: at + ttlMs, value };
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      // A failed load is not an answer: the next caller tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    sweep() {
      const at = now();
      let removed = 0;
      for (const [key, entry] of entries) {
        if (entry.expiresAt <= at) {
          entries.delete(key);
          removed++;
        }
      }
      return removed;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

declare global {
  var __searchCache: SearchCache | undefined;
}

/**
 * The process's one search cache. On globalThis, because server.ts and Next's compiled server
 * load separate copies of this module (TOOLCHAIN.md); the sweeper is unref'd so it never keeps
 * a process (or a test run) alive.
 */
export function searchCache(): SearchCache {
  if (!globalThis.__searchCache) {
    const cache = createSearchCache();
    setInterval(() => cache.sweep(), SEARCH_CACHE_SWEEP_MS).unref();
    globalThis.__searchCache = cache;
  }
  return globalThis.__searchCache;
}
