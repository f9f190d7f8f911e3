import { expect, type Page, test } from '@playwright/test';
import { frame, open, overlay, signUpFromHeader, topUp } from './overlay-helpers';

/**
 * "Done when" (§2 TV livestream): a visitor watches the free channel and its program; two
 * browsers show the same program position within 2 s; a guest without a subscription is refused
 * the premium stream and offered the subscription; after buying it in the overlay the same page
 * plays the premium channel without a reload.
 * Seed assumptions: the TV program (lib/server/db/seed/tv.ts) covers today on both channels;
 * the pay sandbox card 4242… tops up; the TV subscription costs 4,99 €.
 */

const video = (page: Page) => page.getByTestId('tv-live-video');

/** How far the picture is behind the server's live clock, in ms (the player stamps the segment's start and the clock offset). */
function behindLive(page: Page): Promise<number> {
  return video(page).evaluate((element) => {
    const player = element as HTMLVideoElement;
    const start = Number(player.dataset.segmentStart);
    const offset = Number(player.dataset.clockOffset ?? 0);
    return Date.now() + offset - (start + player.currentTime * 1000);
  });
}

async function expectPlaying(page: Page) {
  await expect(video(page)).toBeVisible();
  await expect.poll(() => video(page).evaluate((element) => (element as HTMLVideoElement).currentTime > 0 && !(element as HTMLVideoElement).paused), { timeout: 20_000 }).toBe(true);
}

test('a visitor watches the free livestream and its program; two pages show the same position within 2 s', async ({ page, context }) => {
  await open(page, '/en/tv/livestream/');
  await expect(page.getByRole('heading', { level: 1, name: 'TV livestream' })).toBeVisible();
  const now = page.getByRole('region', { name: 'On air now' });
  await expect(now.getByTestId('tv-slot-title')).not.toBeEmpty();
  await expect(page.getByRole('region', { name: 'Up next' }).getByTestId('tv-slot-title')).not.toBeEmpty();
  await expectPlaying(page);

  const second = await context.newPage();
  await open(second, '/en/tv/livestream/');
  await expectPlaying(second);
  await expect.poll(async () => Math.abs((await behindLive(page)) - (await behindLive(second))), { timeout: 10_000 }).toBeLessThan(2000);
});

test('a guest without a subscription is refused the premium stream, buys TV in the overlay and the page plays without a reload', async ({ page }) => {
  // Without a subscription the stream call says why, with a code, and hands out no URL.
  const refused = await page.request.get('/rest/v1/tv/stream/premium/?language=en');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TV_SUBSCRIPTION_REQUIRED');

  await signUpFromHeader(page);
  await topUp(page, '10 €');
  await open(page, '/en/tv/premium/livestream/');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium TV livestream' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On air now' }).getByTestId('tv-slot-title')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: 'Premium TV with the TV subscription' })).toBeVisible();
  await expect(video(page)).toHaveCount(0);

  // A marker a reload would wipe.
  await page.evaluate(() => ((window as unknown as { tvMarker: string }).tvMarker = 'kept'));
  await page.getByRole('main').getByRole('button', { name: 'Subscribe to TV' }).click();
  const view = frame(page);
  await view.getByRole('button', { name: 'Subscribe, paid from my balance' }).click();
  await expect(view.locator('main').getByRole('status')).toContainText('Subscribed for 4,99 €.');
  await view.getByRole('button', { name: 'Continue' }).click();
  await expect(overlay(page)).toHaveCount(0);

  await expectPlaying(page);
  await expect(page.getByRole('heading', { name: 'Premium TV with the TV subscription' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { tvMarker?: string }).tvMarker)).toBe('kept');
});
