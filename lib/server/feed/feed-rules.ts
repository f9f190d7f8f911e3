import type { FeedTippingGoal } from '@/lib/contracts/feed';

/** Who reads the feed: a guest with their own avs state, or a visitor (null). */
export type FeedViewer = { guestId: number; avsAccepted: boolean } | null;

/** §6: fsk 18 media only for a guest whose age verification is accepted. */
export const ADULT_FSK = 18;

/** Characters of a locked paid post's text shown as its teaser. */
export const TEASER_LENGTH = 140;

/** A paid post stays locked until the guest bought it (§3 paidContent, guestState.bought). */
export function isLocked(priceCoins: number, bought: boolean): boolean {
  return priceCoins > 0 && !bought;
}

/** Media URLs are handed out (and bytes served) only unlocked and, for fsk 18, to a verified guest. */
export function mayReceiveMedia(post: { priceCoins: number; fsk: number }, bought: boolean, viewer: FeedViewer): boolean {
  if (isLocked(post.priceCoins, bought)) return false;
  return post.fsk < ADULT_FSK || viewer?.avsAccepted === true;
}

export function teaserOf(text: string): string {
  if (text.length <= TEASER_LENGTH) return text;
  return `${text.slice(0, TEASER_LENGTH).trimEnd()}…`;
}

/** §3 tipping goal: progress in whole percent, capped at 100; achieved once the tips reach the goal. */
export function tippingGoalOf(goalCoins: number | null, tipsSumCoins: number, version: number): FeedTippingGoal | null {
  if (goalCoins === null || goalCoins <= 0) return null;
  return {
    goalCoins,
    tipsSumCoins,
    progressPercent: Math.min(100, Math.floor((tipsSumCoins * 100) / goalCoins)),
    achieved: tipsSumCoins >= goalCoins,
    version,
  };
}
