import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { header, logInInOverlay, open } from './overlay-helpers';

/**
 * "guestInfo (bought, gifted, flatrate, liked) on every video and album the guest sees":
 * grids are cached and the same for everyone, so the tile's "Bought" mark comes after hydration,
 * for the whole page in one request (POST gallery/guestInfos), and never for a visitor.
 */
type VideoItem = { id: number; title: string; link: string; ageRating: number; free: boolean; vip: boolean; price: { value: number }; model: { id: number; slug: string } };
type Flags = { bought: boolean; gifted: boolean; flatrate: boolean; liked: boolean };

const FIELDS = 'id title link ageRating free vip price { value } model { id slug }';
const GRID_SIZE = 16; // VIDEO_ITEMS_PER_GRID: the first page of a performer's videos

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/graphql?language=en', { data: { query } });
  return ((await response.json()) as { data: T }).data;
}

/** The logged-in page's access token, as the page itself gets it (the sid cookie → account/token). */
async function accessToken(page: Page): Promise<string> {
  const response = await page.request.post('/rest/v1/account/token?language=en', { headers: { 'content-type': 'application/json' }, data: {} });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * A paid 16+ video on the first page of its performer's videos that the demo guest does not own
 * yet (other journeys buy too, so earlier runs' purchases are skipped). From the older end of the
 * newest list, away from the video e2e/buying.spec.ts buys.
 */
async function unownedVideo(page: Page): Promise<VideoItem> {
  const { videos } = await graphql<{ videos: { items: VideoItem[] } }>(page.request, `{ videos(first: 100, order: newest) { items { ${FIELDS} } } }`);
  const token = await accessToken(page);
  const performers = [...new Set(videos.items.map((video) => video.model.id))].reverse();
  for (const actorId of performers) {
    const { videos: own } = await graphql<{ videos: { items: VideoItem[] } }>(
      page.request,
      `{ videos(first: ${GRID_SIZE}, order: newest, filter: { modelIds: [${actorId}] }) { items { ${FIELDS} } } }`,
    );
    const candidates = own.items.filter((video) => !video.free && !video.vip && video.ageRating === 16 && video.price.value <= 2000);
    if (candidates.length === 0) continue;
    const answer = await page.request.post('/rest/v1/gallery/guestInfos?language=en', {
      headers: { Authorization: `Bearer ${token}` },
      data: { videoIds: candidates.map((video) => video.id) },
    });
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { videos: Record<string, Flags> } };
    const fresh = candidates.find((video) => data.videos[video.id] && !data.videos[video.id]?.bought && !data.videos[video.id]?.gifted);
    if (fresh) return fresh;
  }
  throw new Error('the small seed has a paid 16+ video the demo guest does not own');
}

const path = (link: string) => new URL(link, 'http://x').pathname;
/** The guestInfos requests sent by the page at `pagePath` (a late one from the page before does not count). */
const guestInfoCalls = (page: Page, pagePath: string) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers().referer ?? '';
    if (request.url().includes('/rest/v1/gallery/guestInfos') && referer.includes(pagePath)) calls.push(request.url());
  });
  return calls;
};
/** The video's tile: its heading, and its link (titles may repeat, ids do not). */
const tileOf = (page: Page, video: VideoItem) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: video.title, exact: true }) })
    .filter({ has: page.locator(`a[href$="/video/${video.id}/"]`) });

test('the demo guest buys a video and its tile in the performer\'s grid says "Bought"; a visitor sees no mark', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await logInInOverlay(page, 'demo@example.com', 'demo-pass-123');
  await expect(header(page).getByRole('link', { name: /^Your account: / })).toBeVisible();
  const video = await unownedVideo(page);
  const grid = `/en/amateur/${video.model.slug}/videos/`;

  // Before: the tile is there, without a mark.
  await open(page, grid);
  await expect(tileOf(page, video)).toBeVisible();
  await expect(tileOf(page, video).getByText('Bought', { exact: true })).toHaveCount(0);

  // Buy it on its page: the player appears.
  await open(page, path(video.link));
  await page.getByRole('button', { name: new RegExp(`^Buy for .*: “${escape(video.title)}”$`) }).click();
  await expect(page.getByRole('region', { name: `Video player: ${video.title}` })).toBeVisible();

  // The cached grid: the tile says "Bought", and the whole page asked once.
  const calls = guestInfoCalls(page, grid);
  await open(page, grid);
  const tile = tileOf(page, video);
  await expect(tile.getByText('Bought', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(1);
  expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(1);

  // A visitor gets the same cached page: no mark, and no guestInfo request at all.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorCalls = guestInfoCalls(visitor, grid);
  await open(visitor, grid);
  await expect(tileOf(visitor, video)).toBeVisible();
  await expect(visitor.getByRole('main').getByTestId('guest-info')).toHaveCount(0);
  await expect(tileOf(visitor, video).getByText('Bought', { exact: true })).toHaveCount(0);
  expect(visitorCalls).toHaveLength(0);
  await visitorContext.close();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
