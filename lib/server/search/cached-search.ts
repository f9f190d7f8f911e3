import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import type { SearchCache } from './search-cache';
import { createSearchRun, type SearchInput, type SearchRun } from './search-run';
import { withSearchSession } from './search-session';

/**
 * The answer for `key` from the cache (§9: 5 minutes), else computed in one search session.
 * `cache: null` always computes (benchmarks of the uncached path, tests).
 */
export function cachedSearch<T>(
  db: DbOrTx,
  cache: SearchCache | null,
  key: string,
  input: SearchInput,
  build: (run: SearchRun) => Promise<T>,
): Promise<T> {
  const load = () => withSearchSession(db, input.pattern, (tx, terms) => build(createSearchRun(tx, input, terms)));
  return cache ? cache.get(key, load) : load();
}
