import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { DbOrTx } from '@/lib/server/db/client';
import { type ActorCandidate, findActorCandidates } from './actor-candidates';
import { bannedActorIds } from './banned-actors';
import type { SearchTerms } from './search-session';

export type SearchInput = {
  /** Normalized (normalize.ts) and at least MIN_SEARCH_LENGTH characters long. */
  pattern: string;
  language: Locale;
  /** §6: the guest's country, else the geo header's; null when unknown. */
  viewerCountry: string | null;
};

/**
 * One pattern inside one search session. Performers are looked up at most once: the global
 * search and the search page need them for three sections (actors, galleries, proposals).
 * Video and album hits are asked for with the pages they need (video-hits.ts, album-hits.ts).
 */
export type SearchRun = {
  readonly db: DbOrTx;
  readonly input: SearchInput;
  readonly terms: SearchTerms;
  actors(): Promise<ActorCandidate[]>;
  banned(): Promise<number[]>;
  /**
   * Whether titles may be matched typo-tolerantly: not when the pattern names performers. A
   * misspelled name is found among the performers; guessing titles from it too would only
   * add noise (and the trigram scan over every title costs most of a search's time).
   */
  fuzzyTitles(): Promise<boolean>;
};

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

export function createSearchRun(db: DbOrTx, input: SearchInput, terms: SearchTerms): SearchRun {
  const banned = once(() => bannedActorIds(db, input.viewerCountry));
  const actors = once(() => findActorCandidates(db, { terms, viewerCountry: input.viewerCountry }));
  return {
    db,
    input,
    terms,
    banned,
    actors,
    fuzzyTitles: async () => (await actors()).length === 0,
  };
}
