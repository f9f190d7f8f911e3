import { hasFunctionalConsent } from '@/lib/consent/consent-client';
import { addLastSearch, parseLastSearches } from './last-searches';

/** §9 storage key of the global search history. */
export const SEARCH_HISTORY_KEY = 'globalSearchHistory';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SearchHistory = {
  /** The last searches, newest first; empty without functional consent. */
  read(): string[];
  /** Adds a search (§5 rules) when consent allows it; returns the list now kept. */
  remember(pattern: string): string[];
  /** Forgets everything (functional consent withdrawn). */
  clear(): void;
};

/**
 * §9: "local storage falls back to memory when unsupported" — a private-mode browser that throws
 * on setItem still keeps the history for the page's lifetime. §3: the history is the one
 * functional item, so nothing is read or written without functional consent.
 */
export function createSearchHistory(deps: { storage: () => StorageLike | null; hasConsent: () => boolean }): SearchHistory {
  let memory: string[] = [];

  const load = (): string[] => {
    const storage = deps.storage();
    if (!storage) return memory;
    try {
      return parseLastSearches(JSON.parse(storage.getItem(SEARCH_HISTORY_KEY) ?? '[]'));
    } catch {
      return memory;
    }
  };

  const save = (list: string[]) => {
    memory = list;
    try {
      deps.storage()?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
    } catch {
      // Quota or private mode: the memory copy stands in.
    }
  };

  return {
    read: () => (deps.hasConsent() ? load() : []),
    remember(pattern) {
      if (!deps.hasConsent()) return [];
      const next = addLastSearch(load(), pattern);
      save(next);
      return next;
    },
    clear() {
      memory = [];
      try {
        deps.storage()?.removeItem(SEARCH_HISTORY_KEY);
      } catch {
        // Nothing stored there.
      }
    },
  };
}

function browserStorage(): StorageLike | null {
  try {
    const storage = window.localStorage;
    const probe = `${SEARCH_HISTORY_KEY}:probe`;
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** The browser's search history (one per page: module state is fine on the client). */
export const searchHistory = createSearchHistory({ storage: browserStorage, hasConsent: hasFunctionalConsent });
