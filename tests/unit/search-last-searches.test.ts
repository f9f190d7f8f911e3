import { describe, expect, it } from 'vitest';
import { addLastSearch, isSearchablePattern, parseLastSearches } from '@/components/search/last-searches';
import { SEARCH_HISTORY_KEY, createSearchHistory } from '@/components/search/search-history';
import { isSearchable, normalizePattern, patternKey } from '@/lib/server/search/normalize';

describe('§5 "a request is stored only if at least 3 characters; the last 3 are kept, newest first, no duplicates"', () => {
  it('puts the newest search first', () => {
    expect(addLastSearch(['beach', 'yoga'], 'LunaSky')).toEqual(['LunaSky', 'beach', 'yoga']);
  });

  it('keeps only the last 3', () => {
    let list: string[] = [];
    for (const pattern of ['one', 'two', 'three', 'four']) list = addLastSearch(list, pattern);
    expect(list).toEqual(['four', 'three', 'two']);
  });

  it('has no duplicates: a repeated search (any case, extra spaces) moves to the front', () => {
    expect(addLastSearch(['beach', 'yoga', 'luna'], '  Luna ')).toEqual(['Luna', 'beach', 'yoga']);
  });

  it('stores nothing under 3 characters', () => {
    expect(addLastSearch(['beach'], 'ab')).toEqual(['beach']);
    expect(addLastSearch(['beach'], '  a  ')).toEqual(['beach']);
  });

  it('§5 minimum search length 3 counts characters, on the client and the server alike', () => {
    for (const [pattern, searchable] of [
      ['ab', false],
      ['abc', true],
      [' a b ', true],
      ['日本', false],
      ['日本語', true],
      ['😀😀', false],
    ] as const) {
      expect(isSearchablePattern(pattern), pattern).toBe(searchable);
      expect(isSearchable(pattern), pattern).toBe(searchable);
    }
  });

  it('the cache key folds case and spacing, not the characters', () => {
    expect(patternKey('  Lúna   Sky ')).toBe('lúna sky');
    expect(normalizePattern('  Lúna   Sky ')).toBe('Lúna Sky');
  });

  it('trusts stored lists only after checking them', () => {
    expect(parseLastSearches(['beach', 42, 'ab', 'Beach', 'yoga', 'luna', 'more'])).toEqual(['beach', 'yoga', 'luna']);
    expect(parseLastSearches('not a list')).toEqual([]);
    expect(parseLastSearches(null)).toEqual([]);
  });
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('search history (§3: functional, needs consent; §9: local storage falls back to memory)', () => {
  it('is not stored without functional consent', () => {
    const storage = memoryStorage();
    const history = createSearchHistory({ storage: () => storage, hasConsent: () => false });
    expect(history.remember('LunaSky')).toEqual([]);
    expect(storage.data.size).toBe(0);
    expect(history.read()).toEqual([]);
  });

  it('is stored in local storage under the global search history key with consent', () => {
    const storage = memoryStorage();
    const history = createSearchHistory({ storage: () => storage, hasConsent: () => true });
    history.remember('beach');
    history.remember('LunaSky');
    expect(JSON.parse(storage.data.get(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['LunaSky', 'beach']);
    expect(history.read()).toEqual(['LunaSky', 'beach']);
  });

  it('falls back to memory when local storage is unsupported', () => {
    const history = createSearchHistory({ storage: () => null, hasConsent: () => true });
    history.remember('beach');
    history.remember('yoga');
    expect(history.read()).toEqual(['yoga', 'beach']);
  });

  it('falls back to memory when local storage throws (private mode, quota)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const history = createSearchHistory({ storage: () => throwing, hasConsent: () => true });
    expect(history.remember('beach')).toEqual(['beach']);
    expect(history.read()).toEqual(['beach']);
  });

  it('withdrawing functional consent deletes the history and hides what memory kept', () => {
    const storage = memoryStorage();
    let consent = true;
    const history = createSearchHistory({ storage: () => storage, hasConsent: () => consent });
    history.remember('beach');
    consent = false;
    history.clear();
    expect(storage.data.has(SEARCH_HISTORY_KEY)).toBe(false);
    consent = true;
    expect(history.read()).toEqual([]);
  });
});
