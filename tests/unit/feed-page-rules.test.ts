import { describe, expect, it } from 'vitest';
import { commentThread } from '@/components/feed/comment-thread';
import { feedFilterOf, feedHref, parseFeedFilterName, totalOf } from '@/components/feed/feed-filters';
import type { FeedComment, FeedTippingGoal } from '@/lib/contracts/feed';
import { newerGoal } from '@/lib/queries/feed-keys';

const goal = (version: number, tipsSumCoins: number): FeedTippingGoal => ({ goalCoins: 100, tipsSumCoins, progressPercent: tipsSumCoins, achieved: tipsSumCoins >= 100, version });

const comment = (id: number, parentId: number | null, created: string): FeedComment => ({
  id,
  conversationId: 1,
  parentId,
  created,
  isCreator: false,
  tipped: false,
  text: `c${id}`,
  isReplyToReply: false,
  user: { id: 1, name: 'G', isOwn: false },
});

describe('tipping goal: "subscribe, then read, then apply newer events"', () => {
  it('an event with a newer version replaces the held goal', () => {
    expect(newerGoal(goal(3, 30), goal(4, 45))).toEqual(goal(4, 45));
  });
  it('an older or equal version (a slower event of an earlier tip) is ignored', () => {
    expect(newerGoal(goal(5, 60), goal(4, 45))).toEqual(goal(5, 60));
    expect(newerGoal(goal(5, 60), goal(5, 10))).toEqual(goal(5, 60));
  });
  it('with nothing held the event is taken; a post without a goal keeps what it holds', () => {
    expect(newerGoal(undefined, goal(1, 5))).toEqual(goal(1, 5));
    expect(newerGoal(goal(2, 20), null)).toEqual(goal(2, 20));
  });
});

describe('§3 comments with replies to replies', () => {
  it('puts a reply under the comment it answers, at any depth, oldest first', () => {
    const thread = commentThread([
      comment(3, 2, '2026-01-01T10:03:00Z'),
      comment(1, null, '2026-01-01T10:00:00Z'),
      comment(2, 1, '2026-01-01T10:01:00Z'),
      comment(4, null, '2026-01-01T09:00:00Z'),
    ]);
    expect(thread.map((node) => node.comment.id)).toEqual([4, 1]);
    const first = thread[1];
    expect(first?.replies.map((node) => node.comment.id)).toEqual([2]);
    expect(first?.replies[0]?.replies.map((node) => node.comment.id)).toEqual([3]);
  });
  it('a reply whose parent was deleted stays visible at the top', () => {
    expect(commentThread([comment(7, 99, '2026-01-01T10:00:00Z')]).map((node) => node.comment.id)).toEqual([7]);
  });
});

describe('§2 feed filters as links', () => {
  it('an unknown or missing ?filter= is the whole feed', () => {
    expect(parseFeedFilterName(undefined)).toBe('all');
    expect(parseFeedFilterName('cheapest')).toBe('all');
    expect(parseFeedFilterName(['photos', 'texts'])).toBe('photos');
  });
  it('maps each link to the §7 feed filter', () => {
    expect(feedFilterOf('all')).toEqual({});
    expect(feedFilterOf('texts')).toEqual({ type: 'text' });
    expect(feedFilterOf('following')).toEqual({ following: true });
    expect(feedFilterOf('bought')).toEqual({ bought: true });
  });
  it('shows the §3 totals beside the links that have one', () => {
    const totals = { totalCount: 9, clips: 4, photos: 3, texts: 2, liked: 1, commented: 0 };
    expect(totalOf('clips', totals)).toBe(4);
    expect(totalOf('commented', totals)).toBe(0);
    expect(totalOf('bought', totals)).toBeNull();
  });
  it('the default filter has no query (one cached URL)', () => {
    expect(feedHref('/en/feed/', 'all')).toBe('/en/feed/');
    expect(feedHref('/en/feed/', 'liked')).toBe('/en/feed/?filter=liked');
  });
});
