import type { Locale } from '@/i18n/routing';
import { isApiError } from '@/lib/api/api-error';
import { graphqlRequest } from '@/lib/api/query';
import { COIN_CENTS, type FeedPost, type FeedTippingGoal } from '@/lib/contracts/feed';
import type { InsufficientFundsDetails } from '@/lib/contracts/purchase';
import { guestSessionStore } from '@/stores/guest-session';
import { BUY_POST, TIP_POST } from './feed-documents';
import { postChanged } from './feed';
import { feedKeys, newerGoal } from './feed-keys';
import { getQueryClient } from './query-client';

const FEED_PATH = '/feed/graphql' as const;

/** What a buy or a tip came to; only `done` counts as a purchase (§8: success false is not tracked). */
export type FeedPayOutcome<T> = { kind: 'done'; value: T } | { kind: 'refused' } | { kind: 'insufficient'; details: InsufficientFundsDetails } | { kind: 'failed' };

/**
 * The not-enough-money box's figures in cents: the feed's 409 names no amounts, so the price is the
 * coins × 25 cents the server charges (§9, COIN_CENTS) and the balance the one the header shows.
 */
function shortBy(coins: number): InsufficientFundsDetails {
  const price = coins * COIN_CENTS;
  const balance = guestSessionStore.getState().session?.balance ?? 0;
  return { price, balance, missing: Math.max(0, price - balance) };
}

function failure<T>(error: unknown, coins: number): FeedPayOutcome<T> {
  if (isApiError(error) && error.code === 'INSUFFICIENT_FUNDS') return { kind: 'insufficient', details: shortBy(coins) };
  return { kind: 'failed' };
}

/** buyPost(id): charged once through the ledger; the answer's post (now unlocked) replaces the locked one. */
export async function buyPost(language: Locale, post: Pick<FeedPost, 'id' | 'priceCoins'>): Promise<FeedPayOutcome<FeedPost>> {
  const { buyPostAnswerSchema } = await import('@/lib/contracts/feed');
  const schema = (await import('zod')).object({ buyPost: buyPostAnswerSchema });
  try {
    const { buyPost: answer } = await graphqlRequest(BUY_POST, { language, path: FEED_PATH, variables: { id: post.id }, schema });
    if (!answer.success) return { kind: 'refused' };
    postChanged(answer.post);
    return { kind: 'done', value: answer.post };
  } catch (error) {
    return failure(error, post.priceCoins);
  }
}

/** tipPost {postId, amountCoins}: the goal of the answer is applied at once (when newer than the held one). */
export async function tipPost(language: Locale, postId: number, amountCoins: number): Promise<FeedPayOutcome<FeedTippingGoal | null>> {
  const { tipPostAnswerSchema } = await import('@/lib/contracts/feed');
  const schema = (await import('zod')).object({ tipPost: tipPostAnswerSchema });
  try {
    const { tipPost: answer } = await graphqlRequest(TIP_POST, { language, path: FEED_PATH, variables: { input: { postId, amountCoins } }, schema });
    if (!answer.success) return { kind: 'refused' };
    if (answer.tippingGoal) getQueryClient().setQueryData(feedKeys.goal(postId), (held: FeedTippingGoal | null | undefined) => newerGoal(held, answer.tippingGoal));
    return { kind: 'done', value: answer.tippingGoal };
  } catch (error) {
    return failure(error, amountCoins);
  }
}
