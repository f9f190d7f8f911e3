import { describe, expect, it } from 'vitest';
import { COIN_CENTS, commentPostInputSchema, studioFeedCreateSchema } from '@/lib/contracts/feed';
import { isLocked, mayReceiveMedia, teaserOf, tippingGoalOf } from '@/lib/server/feed/feed-rules';

describe('§3 feed post rules', () => {
  it('"EUR to coins is the ceiling of amount times 4" (§9): one coin is 25 cents', () => {
    expect(COIN_CENTS).toBe(25);
    expect(Math.ceil((COIN_CENTS / 100) * 4)).toBe(1);
  });

  it('paid content stays locked until bought; free posts are open', () => {
    expect(isLocked(10, false)).toBe(true);
    expect(isLocked(10, true)).toBe(false);
    expect(isLocked(0, false)).toBe(false);
  });

  it('fsk 18 media only for a guest with accepted age verification (§6), even when bought', () => {
    expect(mayReceiveMedia({ priceCoins: 0, fsk: 18 }, false, null)).toBe(false);
    expect(mayReceiveMedia({ priceCoins: 5, fsk: 18 }, true, { guestId: 1, avsAccepted: false })).toBe(false);
    expect(mayReceiveMedia({ priceCoins: 5, fsk: 18 }, true, { guestId: 1, avsAccepted: true })).toBe(true);
    expect(mayReceiveMedia({ priceCoins: 5, fsk: 16 }, false, { guestId: 1, avsAccepted: true })).toBe(false);
    expect(mayReceiveMedia({ priceCoins: 0, fsk: 16 }, false, null)).toBe(true);
  });

  it('tipping goal: progress in whole percent capped at 100, achieved once the tips reach the goal', () => {
    expect(tippingGoalOf(200, 50, 3)).toEqual({ goalCoins: 200, tipsSumCoins: 50, progressPercent: 25, achieved: false, version: 3 });
    expect(tippingGoalOf(200, 199, 1)?.achieved).toBe(false);
    expect(tippingGoalOf(200, 200, 1)).toMatchObject({ progressPercent: 100, achieved: true });
    expect(tippingGoalOf(200, 450, 1)?.progressPercent).toBe(100);
    expect(tippingGoalOf(null, 10, 1)).toBeNull();
  });

  it('a locked post shows a short teaser of its text', () => {
    expect(teaserOf('short')).toBe('short');
    expect(teaserOf('a'.repeat(500)).length).toBeLessThanOrEqual(141);
  });

  it('commentPost text is trimmed and 1..1000 characters', () => {
    expect(commentPostInputSchema.parse({ postId: 1, text: '  hi ' }).text).toBe('hi');
    expect(commentPostInputSchema.safeParse({ postId: 1, text: '   ' }).success).toBe(false);
    expect(commentPostInputSchema.safeParse({ postId: 1, text: 'a'.repeat(1001) }).success).toBe(false);
  });

  it('a studio photos post needs photoIds, a clip post a videoId', () => {
    expect(studioFeedCreateSchema.safeParse({ type: 'photos', title: 't' }).success).toBe(false);
    expect(studioFeedCreateSchema.safeParse({ type: 'clip', title: 't' }).success).toBe(false);
    expect(studioFeedCreateSchema.safeParse({ type: 'text', title: 't' }).success).toBe(true);
  });
});
