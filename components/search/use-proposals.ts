'use client';

import { useEffect, useState } from 'react';
import { type Proposal, fetchProposals } from './fetch-proposals';
import { cleanPattern, isSearchablePattern } from './last-searches';

/** Typing pauses this long before proposals are asked for. */
export const PROPOSAL_DEBOUNCE_MS = 200;

export type ProposalsState = { status: 'idle' | 'loading' | 'done'; pattern: string; items: Proposal[] };

const IDLE: ProposalsState = { status: 'idle', pattern: '', items: [] };

/**
 * Proposals for what is typed (§5: nothing under 3 characters): debounced, and a newer pattern
 * aborts the request of an older one, so a slow answer never overwrites a fresh one.
 */
export function useProposals(value: string, language: string, enabled: boolean): ProposalsState {
  const [state, setState] = useState<ProposalsState>(IDLE);
  const pattern = cleanPattern(value);
  const searchable = enabled && isSearchablePattern(pattern);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ status: 'loading', pattern, items: previous.items }));
      fetchProposals(pattern, language, controller.signal)
        .then((items) => setState({ status: 'done', pattern, items }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'done', pattern, items: [] });
        });
    }, PROPOSAL_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pattern, language, searchable]);

  return searchable ? state : IDLE;
}
