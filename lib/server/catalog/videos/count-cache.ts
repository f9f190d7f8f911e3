import 'server-only';
import { cached } from '../ttl-cache';

/** How long a video list total is fresh ("speed at scale": counting reads the whole filtered set). */
export const VIDEO_COUNT_TTL_MS = 60_000;
/**
 * After that, for up to 10 minutes, the old total is still answered while one recount runs in the
 * background: no visitor waits for a count of 200,000 rows once it has been read once.
 */
export const VIDEO_COUNT_STALE_MS = 10 * 60_000;

/** A video value kept 60 s, answered stale for 10 minutes more while it reloads (the catalogue cache). */
export function cachedValue<T>(db: object, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  return cached(db, key, VIDEO_COUNT_TTL_MS, load, { staleMs: VIDEO_COUNT_STALE_MS, now });
}

/** The cached total for `key`, or `count()` run once (see cachedValue). */
export function cachedCount(db: object, key: string, count: () => Promise<number>, now = Date.now()): Promise<number> {
  return cachedValue(db, `count ${key}`, count, now);
}
