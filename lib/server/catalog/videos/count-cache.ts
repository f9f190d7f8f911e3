import 'server-only';

/** How long a list total is fresh (issue 3 "speed at scale": counting reads the whole filtered set). */
export const VIDEO_COUNT_TTL_MS = 60_000;
/**
 * After that, for up to 10 minutes, the old total is still answered while one recount runs in the
 * background: no visitor waits for a count of 200,000 rows once it has been read once.
 */
export const VIDEO_COUNT_STALE_MS = 10 * 60_000;
/** Distinct (category, filter, country) keys kept per database; the oldest go first. */
const MAX_ENTRIES = 2_000;

type Entry = { value: Promise<unknown>; expires: number; refreshing: boolean };

/**
 * One registry per process on globalThis (TOOLCHAIN.md: server.ts and Next load separate copies
 * of every module). Keyed by the database object, so each test runtime has its own counts.
 */
const registry = ((globalThis as typeof globalThis & { __videoCounts?: WeakMap<object, Map<string, Entry>> }).__videoCounts ??=
  new WeakMap());

function entriesOf(db: object): Map<string, Entry> {
  let entries = registry.get(db);
  if (!entries) {
    entries = new Map();
    registry.set(db, entries);
  }
  return entries;
}

/** The cached total for `key`, or `count()` run once and kept for 60 s (see cachedValue). */
export function cachedCount(db: object, key: string, count: () => Promise<number>, now = Date.now()): Promise<number> {
  return cachedValue(db, `count ${key}`, count, now);
}

/**
 * A value kept 60 s per key: concurrent callers of a missing key share one load; a failed load
 * is not kept; a stale value (under 10 minutes) is answered while one reload runs.
 */
export function cachedValue<T>(db: object, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const entries = entriesOf(db);
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (hit && hit.expires + VIDEO_COUNT_STALE_MS > now) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = load();
      next.then(
        () => entries.set(key, { value: next, expires: now + VIDEO_COUNT_TTL_MS, refreshing: false }),
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value as Promise<T>;
  }
  if (hit) entries.delete(key);
  const value = load();
  entries.set(key, { value, expires: now + VIDEO_COUNT_TTL_MS, refreshing: false });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return value;
}

/** Drops every cached total (tests; a catalogue import may call it too). */
export function clearVideoCounts(db: object): void {
  registry.delete(db);
}
