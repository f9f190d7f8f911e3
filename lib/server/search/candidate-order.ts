import 'server-only';
import type { SearchModelOrder } from '@/lib/contracts/search';
import type { ActorCandidate } from './actor-candidates';

type Compare<T> = (a: T, b: T) => number;

const modelOrders: Record<SearchModelOrder, Compare<ActorCandidate>> = {
  // §9 actor order rank: online first, then rank points; relevance puts the name match before both.
  relevance: (a, b) => b.score - a.score || Number(b.online) - Number(a.online) || b.rankPoints - a.rankPoints || a.id - b.id,
  rank: (a, b) => Number(b.online) - Number(a.online) || b.rankPoints - a.rankPoints || a.id - b.id,
  newest: (a, b) => b.registeredAt - a.registeredAt || b.id - a.id,
};

/**
 * Performer hits are few (capped) and already in JSON, so they are ordered here: one candidate
 * query serves every sort, and every sort ends on the id so pages never repeat or skip a hit.
 */
export function sortModels(items: readonly ActorCandidate[], order: SearchModelOrder): ActorCandidate[] {
  return [...items].sort(modelOrders[order]);
}

/** One page of an ordered list. */
export function slicePage<T>(items: readonly T[], first: number, offset: number): T[] {
  return items.slice(Math.max(0, offset), Math.max(0, offset) + Math.max(0, first));
}
