import 'server-only';
import { env } from '@/lib/server/env';
import { PAGE_INVALIDATION_CHANNEL } from '@/lib/server/http/page-cache-registry';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * Rows of one performer or video that every language and every page of hers shows alike (the
 * profile, a video with its tags in all languages, her latest videos), shared across requests
 * for a few seconds: a crawler asks for the same video in four languages and for twenty videos of
 * one performer. Only data that is the same for every viewer country goes in: callers apply §6
 * bans per request. Never staler than a cached page may be (PAGE_CACHE_SECONDS), and dropped
 * with the performer's cached pages (tag actor:<slug>, published by every writer that drops them).
 */
type Entry = { value: Promise<unknown>; expiresAt: number; actor: string | null };
type Store = { entries: Map<string, Entry>; listening: boolean };

/** One store per database handle on globalThis (TOOLCHAIN.md: server.ts and Next's bundles load separate module copies). */
const globalRef = globalThis as typeof globalThis & { __sharedCatalogRows?: WeakMap<object, Store> };

/** A crawler's four languages of one page come within seconds; longer would only hold stale rows. */
const MAX_TTL_MS = 10_000;
const MAX_ENTRIES = 4_000;

function storeFor(db: object): Store {
  const stores = (globalRef.__sharedCatalogRows ??= new WeakMap());
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), listening: false };
    stores.set(db, store);
  }
  return store;
}

/** Applies a page invalidation: actor:<slug> drops her rows, any other tag ('page', 'locale:…') all rows. */
export function dropSharedRows(db: object, tags: readonly string[]): void {
  const { entries } = storeFor(db);
  for (const tag of tags) {
    if (!tag.startsWith('actor:')) {
      entries.clear();
      return;
    }
    const slug = tag.slice('actor:'.length);
    // Rows still loading may have been read before the change: they go too.
    for (const [key, entry] of entries) if (entry.actor === slug || entry.actor === null) entries.delete(key);
  }
}

function listen(db: object, store: Store, pubsub: PubSub): void {
  if (store.listening) return;
  store.listening = true;
  pubsub.subscribe(PAGE_INVALIDATION_CHANNEL, (payload) => {
    const tags = (payload as { tags?: unknown } | null)?.tags;
    if (Array.isArray(tags)) dropSharedRows(db, tags.filter((tag): tag is string => typeof tag === 'string'));
  });
}

/** How long rows are shared: off outside production and when pages are not cached (every render reads fresh). */
export function sharedRowsTtlMs(pageCacheSeconds: number, production = process.env.NODE_ENV === 'production'): number {
  return production ? Math.min(MAX_TTL_MS, Math.max(0, pageCacheSeconds) * 1000) : 0;
}

export type SharedRowsOptions<V> = {
  pubsub: PubSub;
  ttlMs: number;
  /** The performer's slug (lowercase) the value belongs to, for actor:<slug> invalidations. */
  actorOf: (value: V) => string | null;
  now?: number;
};

/** The value of `key`, loaded at most once per ttlMs; concurrent misses share one load, a failed one is not kept. */
export function sharedRows<V>(db: object, key: string, load: () => Promise<V>, options: SharedRowsOptions<V>): Promise<V> {
  if (options.ttlMs <= 0) return load();
  const store = storeFor(db);
  listen(db, store, options.pubsub);
  const now = options.now ?? Date.now();
  const hit = store.entries.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<V>;
  const value = load();
  const entry: Entry = { value, expiresAt: now + options.ttlMs, actor: null };
  store.entries.delete(key);
  store.entries.set(key, entry);
  value.then(
    (loaded) => {
      // Nothing found is not kept: a video released a moment later must not answer 404 for seconds.
      if (loaded === null && store.entries.get(key) === entry) store.entries.delete(key);
      else entry.actor = options.actorOf(loaded);
    },
    () => {
      if (store.entries.get(key) === entry) store.entries.delete(key);
    },
  );
  while (store.entries.size > MAX_ENTRIES) {
    const oldest = store.entries.keys().next().value;
    if (oldest === undefined) break;
    store.entries.delete(oldest);
  }
  return value;
}

/** The TTL for this process: sharedRowsTtlMs of the configured page cache. */
export function pageRowsTtlMs(): number {
  return sharedRowsTtlMs(env().PAGE_CACHE_SECONDS);
}
