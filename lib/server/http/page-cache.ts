import { gzipSync } from 'node:zlib';
import { deflateParts, gzipWithNonce, joinWithNonce, splitAtNonce } from './nonce-body';

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
   * The script nonce the body was rendered with, or null. Every response puts its own in its
   * place (bodyOf, gzipOf): a nonce shared by every visitor would protect nothing.
   */
  nonce: string | null;
  /** The body cut at each occurrence of `nonce` (views into body); null without a nonce. */
  parts: Buffer[] | null;
  /**
   * The same body gzipped, made once on the first hit that accepts gzip (gzipOf): most pages of
   * the long tail are asked for once (a crawler), and compressing every miss cost a tenth of its
   * render.
   */
  gzip: Buffer | null;
  /** With a nonce: each part deflated once, on first use (nonce-body.ts); null until then. */
  deflated: Buffer[] | null;
  tags: readonly string[];
  storedAt: number;
  expiresAt: number;
};

export type PageInput = Omit<CachedPage, 'gzip' | 'deflated' | 'parts' | 'nonce' | 'storedAt' | 'expiresAt'> & { nonce?: string | null };

/** A response's own copy of the body: its nonce in place of the stored one. */
export function bodyOf(page: CachedPage, nonce: string | null): Buffer {
  return page.parts && nonce ? joinWithNonce(page.parts, nonce) : page.body;
}

/** The stored headers with the response's nonce in place of the stored one (a Link preload may carry it). */
export function headersOf(page: CachedPage, nonce: string | null): Record<string, string | string[]> {
  const stored = page.nonce;
  if (!stored || !nonce) return page.headers;
  const swap = (value: string) => value.replaceAll(stored, nonce);
  return Object.fromEntries(Object.entries(page.headers).map(([name, value]) => [name, Array.isArray(value) ? value.map(swap) : swap(value)]));
}

export type PageCacheStats = { entries: number; bytes: number; hits: number; misses: number; stores: number; invalidations: number };

export type PageCache = {
  get(key: string, now?: number): CachedPage | undefined;
  set(key: string, page: PageInput, ttlMs: number, now?: number): CachedPage;
  /**
   * The gzip of the page stored under `key` with `nonce` in place of its own (omitted: as
   * rendered). What it is made from is made on first use and counted against the budget.
   */
  gzipOf(key: string, page: CachedPage, nonce?: string | null): Buffer;
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
  const size = (page: CachedPage) => page.body.length + (page.gzip?.length ?? 0) + (page.deflated?.reduce((sum, part) => sum + part.length, 0) ?? 0);

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
      const nonce = input.nonce ?? null;
      const parts = nonce ? splitAtNonce(input.body, nonce) : null;
      const page: CachedPage = { ...input, nonce, parts, gzip: null, deflated: null, storedAt: now, expiresAt: now + ttlMs };
      if (size(page) > options.maxBytes) return page;
      entries.set(key, page);
      bytes += size(page);
      counters.stores++;
      evict();
      return page;
    },
    gzipOf(key, page, nonce = null) {
      let added = 0;
      let gzip: Buffer;
      if (page.parts && nonce && nonce.length !== page.nonce?.length) {
        // The deflated parts refer back across a nonce of the stored length only.
        gzip = gzipSync(joinWithNonce(page.parts, nonce));
      } else if (page.parts && nonce) {
        if (!page.deflated) {
          page.deflated = deflateParts(page.parts, nonce.length);
          added = page.deflated.reduce((sum, part) => sum + part.length, 0);
        }
        gzip = gzipWithNonce(page.parts, page.deflated, nonce);
      } else {
        if (!page.gzip) {
          page.gzip = gzipSync(page.body);
          added = page.gzip.length;
        }
        gzip = page.gzip;
      }
      // Counted only while the page is still held (a page kept past eviction by a reader is not).
      if (added > 0 && entries.get(key) === page) {
        bytes += added;
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
