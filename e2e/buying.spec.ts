import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { header, logInInOverlay, open } from './overlay-helpers';

/**
 * "Done when": the demo guest buys a video and watches it, buys an album, rates and
 * comments it, pins the performer and finds her in the favourite cams and the video in the media
 * library; a stream URL does not work for anyone else, and fsk-18 streams need age verification.
 */
type VideoItem = { id: number; title: string; link: string; ageRating: number; free: boolean; vip: boolean; price: { value: number }; model: { id: number; name: string; slug: string } };
type GalleryItem = { id: number; title: string; link: string; free: boolean; isVipContent: boolean; ageRating: number; pictureCount: number; price: { value: number } };

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/graphql?language=en', { data: { query } });
  return ((await response.json()) as { data: T }).data;
}

/** A paid 16+ video (the demo guest has no age verification) and a paid album of the same performer. */
async function shoppingList(request: APIRequestContext) {
  const { videos } = await graphql<{ videos: { items: VideoItem[] } }>(
    request,
    '{ videos(first: 100, order: newest) { items { id title link ageRating free vip price { value } model { id name slug } } } }',
  );
  for (const video of videos.items) {
    if (video.free || video.vip || video.ageRating !== 16 || video.price.value > 2000) continue;
    const { galleries } = await graphql<{ galleries: { items: GalleryItem[] } }>(
      request,
      `{ galleries(first: 50, actorId: ${video.model.id}) { items { id title link free isVipContent ageRating pictureCount price { value } } } }`,
    );
    const album = galleries.items.find((item) => !item.free && !item.isVipContent && item.ageRating === 16 && item.pictureCount > 3 && item.price.value <= 1500);
    if (album) return { video, album };
  }
  throw new Error('the small seed has a paid 16+ video and album of one performer');
}

const path = (link: string) => new URL(link, 'http://x').pathname;
const balance = (page: Page) => header(page).getByRole('button', { name: /^Balance: / });

test('the demo guest buys a video and watches it, buys an album, rates and comments it, pins the performer; the media library and favourite cams list them', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { video, album } = await shoppingList(request);
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await logInInOverlay(page, 'demo@example.com', 'demo-pass-123');
  await expect(header(page).getByRole('link', { name: /^Your account: / })).toBeVisible();
  const before = Number(await balance(page).getAttribute('data-balance'));

  // The video: buy, then it plays from a signed stream URL.
  await open(page, path(video.link));
  await page.getByRole('button', { name: new RegExp(`^Buy for .*: “${escape(video.title)}”$`) }).click();
  const player = page.getByRole('region', { name: `Video player: ${video.title}` });
  await expect(player).toBeVisible();
  await expect(balance(page)).toHaveAttribute('data-balance', String(before - video.price.value));
  const stream = player.locator('video');
  await expect(stream).toHaveAttribute('src', /\/media\/stream\/\d+\.mp4\?g=\d+&exp=\d+&sig=/);
  const src = (await stream.getAttribute('src')) ?? '';
  await player.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect.poll(() => stream.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);

  // The same URL is the demo guest's alone: a visitor without the session gets 403.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(new URL(src, page.url()).toString())).status()).toBe(403);
  await stranger.close();

  // The album: buy it, then every picture opens; like it and comment.
  await open(page, path(album.link));
  await page.getByRole('main').getByRole('button', { name: /^Buy / }).first().click();
  await expect(page.getByRole('main').getByText('You own this album – all its pictures are unlocked.')).toBeVisible();
  await expect(page.locator('main [data-lock-reason="purchase"]')).toHaveCount(0);
  await expect(balance(page)).toHaveAttribute('data-balance', String(before - video.price.value - album.price.value));
  const like = page.getByRole('group', { name: 'Rating' }).getByRole('button', { name: /^Like/ });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const comment = `Lovely colours <3 ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Your comment' }).fill(comment);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Thank you – your comment is online.')).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveCount(0);
  // §7: the guest may not comment the album again — the server says so after a reload too.
  await open(page, path(album.link));
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page.getByText('You have already commented on this album.')).toBeVisible();

  // Pin the performer; she is in the favourite cams, the video in the media library.
  await open(page, `/en/amateur/${video.model.slug}/`);
  await page.getByRole('main').getByRole('button', { name: `Add ${video.model.name} to favourites` }).click();
  await expect(page.getByRole('main').getByRole('button', { name: `Remove ${video.model.name} from favourites` })).toBeVisible();
  await open(page, '/en/my-account/favorite-cams/');
  await expect(page.getByRole('list', { name: 'Your favourite performers' })).toContainText(video.model.name);
  await open(page, '/en/my-account/mediathek/');
  await expect(page.getByRole('main')).toContainText(video.title);
});

test('fsk-18 streams need age verification: no stream URL for a visitor, and a forged URL is refused', async ({ request }) => {
  const { videos } = await graphql<{ videos: { items: VideoItem[] } }>(request, '{ videos(first: 100, order: newest) { items { id title link ageRating free vip price { value } model { id name slug } } } }');
  const adult = videos.items.find((item) => item.ageRating === 18);
  if (!adult) throw new Error('the seed has fsk-18 videos');
  const answer = await request.get(`/rest/v1/gallery/stream/?videoId=${adult.id}`);
  expect([401, 403]).toContain(answer.status());
  const forged = await request.get(`/media/stream/${adult.id}.mp4?g=0&exp=${Math.floor(Date.now() / 1000) + 600}&sig=AAAA`);
  expect(forged.status()).toBe(403);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
