import { type APIRequestContext, expect, test } from '@playwright/test';
import { open, signUpFromHeader, topUp } from './overlay-helpers';

/**
 * §3 activity event (/magazine/activity/) on a test day. Assumes the seed's calendar
 * (lib/server/events/event-calendar.ts): the activity event runs 4–31 May of the seed's year with
 * login 10 points (once a day), watchVideo 5 (five a day) and a first reward at 50 points; test days
 * are allowed (any non-production server). What the guest does now counts on the test day.
 */
type VideoItem = { id: number; title: string; link: string; ageRating: number; free: boolean; vip: boolean; price: { value: number } };

async function cheapVideo(request: APIRequestContext): Promise<VideoItem> {
  const response = await request.post('/graphql?language=en', { data: { query: '{ videos(first: 100, order: newest) { items { id title link ageRating free vip price { value } } } }' } });
  const { data } = (await response.json()) as { data: { videos: { items: VideoItem[] } } };
  const video = data.videos.items.find((item) => !item.free && !item.vip && item.ageRating === 16 && item.price.value <= 1000);
  if (!video) throw new Error('the small seed has a paid 16+ video of at most 10 €');
  return video;
}

test.describe('activity event', () => {
  test('a guest earns points by logging in and getting a video; rewards show their points', async ({ page, request }) => {
    test.setTimeout(90_000);
    const qmday = `${new Date().getFullYear()}-05-10`;
    const video = await cheapVideo(request);
    await signUpFromHeader(page);

    await open(page, `/en/magazine/activity/?qmday=${qmday}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Activity event' })).toBeVisible();
    await expect(page.getByTestId('event-state')).toHaveAttribute('data-state', 'live');
    // Signing up logged her in: the login counts once today.
    const points = page.getByTestId('activity-points');
    await expect(points).toHaveText('Your points: 10');
    await expect(page.getByText('10 points, up to 1 a day. Today: 1 of 1')).toBeVisible();
    const first = page.getByTestId('activity-reward-points-50');
    await expect(first.getByText('50 points')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Claim' })).toBeDisabled();

    await topUp(page, '10 €');
    await open(page, new URL(video.link, 'http://x').pathname);
    await page.getByRole('button', { name: /^Buy for / }).first().click();
    await expect(page.getByRole('region', { name: `Video player: ${video.title}` })).toBeVisible();

    await open(page, `/en/magazine/activity/?qmday=${qmday}`);
    await expect(points).toHaveText('Your points: 15');
    await expect(page.getByText('5 points, up to 5 a day. Today: 1 of 5')).toBeVisible();

    // 15 points reach the first reward: claimed once, then shown as claimed.
    const reached = page.getByTestId('activity-reward-points-15');
    await reached.getByRole('button', { name: 'Claim' }).click();
    await expect(reached.getByRole('button', { name: 'Claimed' })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Claim' })).toBeDisabled();
  });

  test('outside its window the page tells when it starts and offers no claim', async ({ page }) => {
    await open(page, `/en/magazine/activity/?qmday=${new Date().getFullYear()}-04-01`);
    await expect(page.getByTestId('event-state')).toHaveAttribute('data-state', 'upcoming');
    await expect(page.getByText(/^Starts on May 4, \d{4}$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  });
});
