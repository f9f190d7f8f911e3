// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedIsland } from '@/components/feed/feed-island';
import type { FeedText } from '@/components/feed/feed-text';
import type { FeedPage, FeedPost } from '@/lib/contracts/feed';
import { getQueryClient } from '@/lib/queries/query-client';
import { guestStore } from '@/stores/guest';

const track = vi.fn<(...args: unknown[]) => boolean>(() => true);
vi.mock('@/lib/analytics/data-layer', () => ({ track: (...args: unknown[]) => track(...args) }));
const openBox = vi.fn<(...args: unknown[]) => boolean>(() => true);
vi.mock('@/components/boxes/open-box', () => ({ openBox: (...args: unknown[]) => openBox(...args), closeBox: vi.fn() }));

const post: FeedPost = {
  id: 41,
  created: '2026-03-01T10:00:00.000Z',
  published: '2026-03-01T10:00:00.000Z',
  type: 'clip',
  status: 'published',
  pinned: false,
  title: 'Morning light',
  text: 'A short walk.',
  views: 12,
  likes: 3,
  paidContent: true,
  locked: true,
  fsk: 16,
  priceCoins: 20,
  model: { id: 7, name: 'Mia', online: true, onlineState: 'online', avatar: null },
  tippingGoal: { goalCoins: 100, tipsSumCoins: 40, progressPercent: 40, achieved: false, version: 2 },
  guestState: { liked: false, viewed: false, following: false, bought: false },
  comments: [],
  clip: { id: 5, length: 60, width: 1280, height: 720, ratio: 1.78, avsRequired: false, sources: [], poster: '/media/video/1-w640.webp' },
  photos: [],
  contestId: null,
};
const unlocked: FeedPost = {
  ...post,
  locked: false,
  guestState: { ...post.guestState, bought: true },
  clip: { ...post.clip!, sources: [{ label: '720p', type: 'video/mp4', src: '/media/feed/41-clip-5.mp4?g=9&exp=1&sig=x' }] },
};
const page: FeedPage = { posts: [post], totals: { totalCount: 1, clips: 1, photos: 0, texts: 0, liked: 0, commented: 0 } };

const keep = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, key])) as Record<string, string>;
const text = {
  ...keep(['filtersLabel', 'empty', 'more', 'loadingMore', 'loadFailed', 'retry']),
  filter: keep(['all', 'clips', 'photos', 'texts', 'liked', 'commented', 'bought', 'following']),
  post: { ...keep(['online', 'offline', 'pinned', 'locked', 'coinInfo', 'buying', 'buyFailed', 'tipAmount', 'tip', 'tipping', 'tipThanks', 'tipFailed', 'send', 'reply', 'cancel', 'delete', 'deleteLabel', 'creator', 'commentFailed', 'commentBlocked', 'commentsHeading', 'noComments', 'commentLabel', 'like', 'actionFailed', 'goalHeading', 'goalAchieved', 'fskNote', 'verify']), postedAt: 'Posted {date}', profileOf: '{name}', coins: '{count} coins', buy: 'Buy for {price}', buyLabel: 'Buy for {price}: {title}', playClip: 'Play {title}', photoAlt: '{number}', likes: '{count} likes', views: '{count} views', follow: 'Follow {name}', following: 'Following {name}', goalProgress: '{sum} of {goal} coins', replyLabel: 'Reply to {name}' },
  player: keep(['region', 'play', 'pause', 'mute', 'unmute', 'volume', 'seek', 'position', 'fullscreen', 'exitFullscreen', 'failed', 'banned', 'retry']),
  box: keep(['title', 'body', 'price', 'balance', 'missing', 'topUp', 'cancel']),
  signup: keep(['title', 'body', 'signup', 'login', 'close']),
  feedback: keep(['question', 'yes', 'no', 'comment', 'send', 'thanks', 'failed']),
} as unknown as FeedText;

/** The feed service: the Feed query answers the page; BuyPost answers `buy`. */
function fakeFeedService(buy: () => unknown, tip: () => unknown = () => ({ success: false, guestBalance: 0, tippingGoal: null })) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toContain('/feed/graphql');
      const { query } = JSON.parse(String(init?.body)) as { query: string };
      if (query.startsWith('query Feed')) return Response.json({ data: { feed: page } });
      if (query.startsWith('mutation BuyPost')) return Response.json({ data: { buyPost: buy() } });
      if (query.startsWith('mutation TipPost')) return Response.json({ data: { tipPost: tip() } });
      return Response.json({ errors: [{ message: 'unexpected', extensions: { code: 'BAD_REQUEST' } }] }, { status: 400 });
    }),
  );
}

const renderFeed = () =>
  render(
    <FeedIsland list={{ locale: 'en', filterName: 'all', filter: {}, initial: page, hrefs: keep(['all', 'clips', 'photos', 'texts', 'liked', 'commented', 'bought', 'following']) as never, profilePath: '/en/amateur/__actor__/', text }} />,
  );
const buyButton = () => screen.getByRole('button', { name: 'Buy for 20 coins: Morning light' });

beforeEach(() => {
  track.mockClear();
  openBox.mockClear();
  getQueryClient().clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  guestStore.getState().actions.guestLoggedOut();
});

describe('feed post Buy (§2 feed-signup box, §7 buyPost, §8 no tracking of a failed buy)', () => {
  it('a visitor gets the feed-signup box, and nothing is bought', async () => {
    guestStore.getState().actions.guestLoggedOut();
    fakeFeedService(() => ({ success: true, guestBalance: 0, post: unlocked }));
    renderFeed();
    fireEvent.click(buyButton());
    await waitFor(() => expect(openBox).toHaveBeenCalledWith('feedSignup', expect.anything()));
    expect(track).not.toHaveBeenCalled();
  });

  it('a buy answered with success false is not tracked and the post stays locked', async () => {
    guestStore.getState().actions.guestLoggedIn({ guestId: 9, screenName: 'G', accessToken: 't', expiresAt: 9_999_999_999 });
    fakeFeedService(() => ({ success: false, guestBalance: 0, post }));
    renderFeed();
    fireEvent.click(buyButton());
    await screen.findByText('buyFailed');
    expect(track).not.toHaveBeenCalled();
    expect(screen.getByTestId('feed-post').dataset.locked).toBe('true');
  });

  it('a confirmed buy is tracked once and unlocks the clip for playing', async () => {
    guestStore.getState().actions.guestLoggedIn({ guestId: 9, screenName: 'G', accessToken: 't', expiresAt: 9_999_999_999 });
    fakeFeedService(() => ({ success: true, guestBalance: 500, post: unlocked }));
    renderFeed();
    fireEvent.click(buyButton());
    const card = screen.getByTestId('feed-post');
    await waitFor(() => expect(card.dataset.locked).toBe('false'));
    expect(within(card).getByRole('button', { name: 'Play Morning light' })).toBeTruthy();
    expect(track).toHaveBeenCalledTimes(1);
    expect(track.mock.calls[0]?.[0]).toBe('purchase');
  });
});

describe('feed tip (§3 tipping goal, §8 a tip with success false is not tracked)', () => {
  const logIn = () => guestStore.getState().actions.guestLoggedIn({ guestId: 9, screenName: 'G', accessToken: 't', expiresAt: 9_999_999_999 });
  const tipFive = () => {
    fireEvent.change(screen.getByLabelText('tipAmount'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'tip' }));
  };

  it('a tip answered with success false is not tracked and the bar stays', async () => {
    logIn();
    fakeFeedService(() => null);
    renderFeed();
    tipFive();
    await screen.findByText('tipFailed');
    expect(track).not.toHaveBeenCalled();
    expect(screen.getByTestId('feed-goal-progress').textContent).toBe('40 of 100 coins');
  });

  it('a confirmed tip is tracked and moves the bar to the answer\'s newer goal', async () => {
    logIn();
    fakeFeedService(
      () => null,
      () => ({ success: true, guestBalance: 100, tippingGoal: { goalCoins: 100, tipsSumCoins: 45, progressPercent: 45, achieved: false, version: 3 } }),
    );
    renderFeed();
    tipFive();
    await screen.findByText('tipThanks');
    expect(track).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('feed-goal-progress').textContent).toBe('45 of 100 coins'));
  });
});
