import 'server-only';

type Entry = { value: Promise<unknown>; expiresAt: number; refreshing: boolean };
type Store = WeakMap<object, Map<string, Entry>>;

/**
 * One store per process on globalThis (TOOLCHAIN.md: server.ts and Next's compiled code load
 * separate copies of modules), and inside it one map per database handle, so test files with
 * their own in-memory database never see each other's entries.
 */
const globalRef = globalThis as typeof globalThis & { __catalogCache?: Store };

/** Keys kept per database; the oldest go first. */
const MAX_ENTRIES = 2_000;

function mapFor(db: object): Map<string, Entry> {
  const store = (globalRef.__catalogCache ??= new WeakMap());
  let map = store.get(db);
  if (!map) {
    map = new Map();
    store.set(db, map);
  }
  return map;
}

export type CacheOptions = {
  /**
   * After `ttlMs`, for this long the old value is still answered while one reload runs in the
   * background (stale while revalidate); 0 (default): an expired value is loaded again first.
   */
  staleMs?: number;
  now?: number;
};

/**
 * The catalogue's one read cache: the value of `key` for `db`, computed by `load` at most once
 * per `ttlMs`. Concurrent misses share one load; a failed load is not kept. Used for list totals
 * and rankings that may be a minute old (counting 200,000 videos or 10,000 performers per page
 * view would cost more than the page).
 */
export function cached<V>(db: object, key: string, ttlMs: number, load: () => Promise<V>, options: CacheOptions = {}): Promise<V> {
  const map = mapFor(db);
  const now = options.now ?? Date.now();
  const hit = map.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<V>;
  if (hit && hit.expiresAt + (options.staleMs ?? 0) > now) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = load();
      next.then(
        () => map.set(key, { value: next, expiresAt: now + ttlMs, refreshing: false }),
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value as Promise<V>;
  }
  if (hit) map.delete(key);
  const value = load();
  map.set(key, { value, expiresAt: now + ttlMs, refreshing: false });
  value.catch(() => {
    if (map.get(key)?.value === value) map.delete(key);
  });
  while (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
  return value;
}

/** Drops every cached value of `db` (tests that change data, and data imports). */
export function clearCached(db: object): void {
  globalRef.__catalogCache?.delete(db);
}
