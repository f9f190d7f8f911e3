import 'server-only';

type Entry<V> = { value: V; expiresAt: number };
type Store = WeakMap<object, Map<string, Entry<unknown>>>;

/**
 * One store per process on globalThis (TOOLCHAIN.md: server.ts and Next's compiled code load
 * separate copies of modules), and inside it one map per database handle, so test files with
 * their own in-memory database never see each other's entries.
 */
const globalRef = globalThis as typeof globalThis & { __modelCounts?: Store };

/** Entries kept per database before expired ones are swept. */
const SWEEP_AT = 2_000;

function mapFor(db: object): Map<string, Entry<unknown>> {
  const store = (globalRef.__modelCounts ??= new WeakMap());
  let map = store.get(db);
  if (!map) {
    map = new Map();
    store.set(db, map);
  }
  return map;
}

/**
 * The value of `key` for `db`, computed by `load` at most once per `ttlMs` (a running load is
 * shared, so concurrent misses cost one query). Used for list totals and rankings that may be
 * a minute old: counting 10,000 performers per page view would cost more than the page.
 */
export async function cached<V>(db: object, key: string, ttlMs: number, load: () => Promise<V>): Promise<V> {
  const map = mapFor(db);
  const now = Date.now();
  const hit = map.get(key) as Entry<Promise<V>> | undefined;
  if (hit && hit.expiresAt > now) return hit.value;
  if (map.size >= SWEEP_AT) {
    for (const [k, entry] of map) if (entry.expiresAt <= now) map.delete(k);
    if (map.size >= SWEEP_AT) map.clear();
  }
  const value = load();
  map.set(key, { value, expiresAt: now + ttlMs });
  // A failed load is not kept: the next caller tries again.
  value.catch(() => {
    if (map.get(key)?.value === value) map.delete(key);
  });
  return value;
}

/** Drops every cached value of `db` (tests that change data, and data imports). */
export function clearCached(db: object): void {
  globalRef.__modelCounts?.delete(db);
}
