import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { open, signUpFromHeader, topUp } from './overlay-helpers';
import { appOrigin } from './origins';

/**
 * The feed journey (§2 /feed/, §3 feed post, §7 feed service): a visitor sees locked posts and the
 * feed-signup box on Buy; a guest with money buys a clip post (it unlocks and the player gets its
 * signed source) and finds it in the media library's feed section; tips towards a goal while a
 * second browser on the same post sees the bar move without a reload; comments, replies to a
 * reply and deletes his own comment.
 * Seed assumptions (lib/server/db/seed/feed.ts): among the newest 50 published posts there is a
 * paid clip post rated under 18 that costs at most 60 coins (15 €), and a free post with a tipping
 * goal that is not reached yet with at least 5 coins missing. The posts are found through the feed
 * service as a visitor sees it, so no id is fixed; ?post=<id> opens one post (the media library's link).
 */

type ApiPost = {
  id: number;
  title: string;
  type: string;
  locked: boolean;
  fsk: number;
  priceCoins: number;
  tippingGoal: { goalCoins: number; tipsSumCoins: number; achieved: boolean } | null;
};

const FEED = `query Feed($first: Int) { feed(first: $first) { posts { id title type locked fsk priceCoins tippingGoal { goalCoins tipsSumCoins achieved } } } }`;

async function visitorPosts(request: APIRequestContext): Promise<ApiPost[]> {
  const response = await request.post('/feed/graphql?language=en', { data: { query: FEED, variables: { first: 50 } } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { feed: { posts: ApiPost[] } } }).data.feed.posts;
}

async function openGoal(request: APIRequestContext): Promise<ApiPost & { tippingGoal: NonNullable<ApiPost['tippingGoal']> }> {
  const post = (await visitorPosts(request)).find((p) => p.priceCoins === 0 && p.tippingGoal && !p.tippingGoal.achieved && p.tippingGoal.goalCoins - p.tippingGoal.tipsSumCoins >= 5);
  if (!post?.tippingGoal) throw new Error('the seed has a free post with an open tipping goal among the newest 50');
  return post as ApiPost & { tippingGoal: NonNullable<ApiPost['tippingGoal']> };
}

const postPath = (post: ApiPost) => `/en/feed/?post=${post.id}`;
const article = (page: Page, post: ApiPost) => page.getByRole('article', { name: post.title, exact: true }).first();

async function consentedPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cc', value: 'f0a0', url: appOrigin }]);
  return context.newPage();
}

test.beforeEach(async ({ context }) => {
  // A guest who already chose cookies: the consent banner covers nothing.
  await context.addCookies([{ name: 'cc', value: 'f0a0', url: appOrigin }]);
});

test('a guest tips towards a goal and a second browser on the same post sees the bar move without a reload', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const post = await openGoal(request);
  await signUpFromHeader(page);
  await topUp(page, '10 €');
  await open(page, postPath(post));

  const other = await consentedPage(browser);
  await open(other, postPath(post));
  const watched = article(other, post).getByTestId('feed-goal-progress');
  const before = Number((await watched.innerText()).match(/^(\d+) of/)?.[1] ?? Number.NaN);
  expect(before).toBeGreaterThanOrEqual(post.tippingGoal.tipsSumCoins);
  await other.evaluate(() => ((window as unknown as { feedMarker: string }).feedMarker = 'kept'));

  const card = article(page, post);
  await card.getByLabel('Tip in coins').fill('5');
  await card.getByRole('button', { name: 'Tip', exact: true }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Thank you for your tip!' })).toBeVisible();
  await expect(card.getByTestId('feed-goal-progress')).toHaveText(new RegExp(`^(\\d+) of ${post.tippingGoal.goalCoins} coins$|^Goal reached!$`));

  // The second browser's bar moved by the live event; its page was not reloaded.
  await expect
    .poll(async () => {
      const shown = await watched.innerText();
      return shown === 'Goal reached!' ? Number.POSITIVE_INFINITY : Number(shown.match(/^(\d+) of/)?.[1] ?? Number.NaN);
    }, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(before + 5);
  expect(await other.evaluate(() => (window as unknown as { feedMarker?: string }).feedMarker)).toBe('kept');
  await other.context().close();
});
