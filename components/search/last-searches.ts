import { LAST_SEARCHES_KEPT, MIN_SEARCH_LENGTH } from '@/lib/catalog/rules';

/** Trimmed with inner whitespace collapsed: the rule of lib/server/search/normalize.ts. */
export function cleanPattern(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** §5: minimum search length 3 (mobile too), in characters. */
export function isSearchablePattern(raw: string): boolean {
  return [...cleanPattern(raw)].length >= MIN_SEARCH_LENGTH;
}

/**
 * §5: "a request is stored only if at least 3 characters; the last 3 are kept, newest first, no
 * duplicates". A repeated search (any case) moves to the front.
 */
export function addLastSearch(list: readonly string[], raw: string): string[] {
  const pattern = cleanPattern(raw);
  if (!isSearchablePattern(pattern)) return [...list];
  const key = pattern.toLowerCase();
  return [pattern, ...list.filter((entry) => entry.toLowerCase() !== key)].slice(0, LAST_SEARCHES_KEPT);
}

/** What storage holds, trusted only after checking: strings of searchable length, at most 3, no duplicates. */
export function parseLastSearches(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is string => typeof entry === 'string')
    .reduceRight<string[]>((list, entry) => addLastSearch(list, entry), []);
}
