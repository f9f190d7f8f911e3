import 'server-only';

/** How long a generated sitemap is served again before it is rebuilt from the database. */
export const SITEMAP_TTL_MS = 10 * 60_000;
/** Characters of XML kept per database (a video child is ~7 MB); the oldest go first. */
const MAX_CHARS = 32 * 1024 * 1024;

type Entry = { value: Promise<string>; chars: number; expires: number };
type Store = { entries: Map<string, Entry>; chars: number };

/**
 * One registry per process on globalThis (TOOLCHAIN.md: server.ts and Next load separate copies
 * of every module), one store per database object so test runtimes never share entries.
 */
const registry = ((globalThis as typeof globalThis & { __sitemapCache?: WeakMap<object, Store> }).__sitemapCache ??= new WeakMap());

function storeOf(db: object): Store {
  let store = registry.get(db);
  if (!store) {
    store = { entries: new Map(), chars: 0 };
    registry.set(db, store);
  }
  return store;
}

function drop(store: Store, key: string): void {
  const entry = store.entries.get(key);
  if (!entry) return;
  store.entries.delete(key);
  store.chars -= entry.chars;
}

/**
 * The XML of `key`, built by `build` at most once per SITEMAP_TTL_MS; concurrent misses share
 * one build, a failed build is not kept, and the least recently used entries leave when the
 * store passes MAX_CHARS.
 */
export function cachedSitemap(db: object, key: string, build: () => Promise<string>, now = Date.now()): Promise<string> {
  const store = storeOf(db);
  const hit = store.entries.get(key);
  if (hit && hit.expires > now) {
    // Map order is recency order: move the hit to the end.
    store.entries.delete(key);
    store.entries.set(key, hit);
    return hit.value;
  }
  drop(store, key);
  const value = build();
  const entry: Entry = { value, chars: 0, expires: now + SITEMAP_TTL_MS };
  store.entries.set(key, entry);
  value.then(
    (xml) => {
      if (store.entries.get(key) !== entry) return;
      entry.chars = xml.length;
      store.chars += xml.length;
      for (const [oldKey] of store.entries) {
        if (store.chars <= MAX_CHARS || oldKey === key) break;
        drop(store, oldKey);
      }
    },
    () => {
      if (store.entries.get(key) === entry) drop(store, key);
    },
  );
  return value;
}

/** Forgets every sitemap of `db` (tests; a data import). */
export function clearSitemapCache(db: object): void {
  registry.delete(db);
}
