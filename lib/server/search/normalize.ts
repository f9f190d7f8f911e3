import { MIN_SEARCH_LENGTH } from '@/lib/catalog/rules';

/**
 * The pattern as the cache and the queries see it: Unicode-composed, trimmed, inner whitespace
 * collapsed. Case and accents stay: the database folds both with search_norm() (0002_search.sql),
 * the cache key folds case only, so "Luna" and "luna" share an entry.
 */
export function normalizePattern(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** §5: minimum search length 3 (mobile too); counted in characters, not UTF-16 units. */
export function isSearchable(pattern: string): boolean {
  return [...normalizePattern(pattern)].length >= MIN_SEARCH_LENGTH;
}

/** The cache key's form of a pattern: normalized and lower-cased. */
export function patternKey(pattern: string): string {
  return normalizePattern(pattern).toLowerCase();
}
