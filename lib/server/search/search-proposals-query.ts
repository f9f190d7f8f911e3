import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { SearchProposal } from '@/lib/contracts/search';
import type { DbOrTx } from '@/lib/server/db/client';
import { cachedSearch } from './cached-search';
import { isSearchable, normalizePattern } from './normalize';
import { type SearchCache, searchCache } from './search-cache';
import { searchKey } from './search-key';
import { findProposals } from './search-proposals';

export type SearchProposalsResult = { searchPattern: string; tooShort: boolean; items: SearchProposal[] };

/** §7 searchProposals: what the search box shows while typing (§5: nothing under 3 characters). */
export async function searchProposals(
  db: DbOrTx,
  input: { searchPattern: string; language: Locale; viewerCountry: string | null },
  cache: SearchCache | null = searchCache(),
): Promise<SearchProposalsResult> {
  const pattern = normalizePattern(input.searchPattern);
  if (!isSearchable(pattern)) return { searchPattern: pattern, tooShort: true, items: [] };
  const run = { pattern, language: input.language, viewerCountry: input.viewerCountry };
  const items = await cachedSearch(db, cache, searchKey({ ...run, category: 'proposals', page: 1 }), run, findProposals);
  return { searchPattern: pattern, tooShort: false, items };
}
