import type { Locale } from '@/i18n/routing';
import type { FeedFilter, FeedTippingGoal } from '@/lib/contracts/feed';

/**
 * The feed's per-viewer data (§3 feed post and totals, §7 feed service). Keys name no guest: the
 * page's query client is emptied when the guest changes. A tipping goal has a key of its own, so
 * the live event (`feedTippingGoal`, lib/realtime/query-invalidation.ts) moves one bar in place.
 */
export const feedKeys = {
  all: ['feed'] as const,
  lists: () => ['feed', 'list'] as const,
  list: (language: Locale, filter: FeedFilter) => ['feed', 'list', filter, language] as const,
  goal: (postId: number) => ['feed', 'goal', postId] as const,
  posts: () => ['feed', 'post'] as const,
  post: (language: Locale, postId: number) => ['feed', 'post', postId, language] as const,
};

/** "Subscribe, then read, then apply newer": a goal state replaces the held one only when its version is newer. */
export function newerGoal(held: FeedTippingGoal | null | undefined, next: FeedTippingGoal | null): FeedTippingGoal | null | undefined {
  if (!next) return held;
  return held && held.version >= next.version ? held : next;
}

