import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { header, open, signUpQuickly, topUp } from './overlay-helpers';

/**
 * The conversion area (§3 Incentive, §4 Incentives, §7 conversion, §9 block cookie): the offers a
 * page shows by itself, from the guest's real state, loaded after hydration.
 */
const offer = (page: Page) => page.getByRole('region', { name: 'Offer for you' });
const corner = (page: Page) => page.getByRole('region', { name: 'Reminder for you' });
const balance = (page: Page) => header(page).getByRole('button', { name: /^Balance: / });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isIncentiveLoad = (url: string) => url.includes('/rest/v1/conversion/getPageLoadIncentives');

/** A paid 16+ video without a daily deal that costs more than 5 € and at most 10 €. */
async function videoFor5To10(request: APIRequestContext) {
  const response = await request.post('/graphql?language=en', {
    data: { query: '{ videos(first: 100, order: newest) { items { title link ageRating free vip price { value } dailyBonusPrice { value } } } }' },
  });
  type Item = { title: string; link: string; ageRating: number; free: boolean; vip: boolean; price: { value: number }; dailyBonusPrice: { value: number } | null };
  const items = ((await response.json()) as { data: { videos: { items: Item[] } } }).data.videos.items;
  const video = items.find((v) => !v.free && !v.vip && v.ageRating === 16 && !v.dailyBonusPrice && v.price.value > 500 && v.price.value <= 1000);
  if (!video) throw new Error('the small seed has a paid 16+ video between 5 and 10 €');
  return { ...video, path: new URL(video.link, 'http://x').pathname };
}

test('a visitor closes the sign-up offer: the 30-day block cookie keeps it away on the next page', async ({ page, context }) => {
  await open(page, '/en/');
  await expect(offer(page)).toContainText('New here?');
  await offer(page).getByRole('button', { name: 'Close this offer' }).click();
  await expect(offer(page)).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'ib_signup');
  expect(cookie?.value).toBe('1');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29.9 * 86_400);

  // The server still offers it; the browser leaves the blocked group out.
  // Closing reports and reloads the offers of /en/ too: wait for the answer asked from the next page.
  const answered = page.waitForResponse((r) => isIncentiveLoad(r.url()) && r.ok() && (r.request().headers().referer ?? '').includes('/en/new-girls/'));
  await open(page, '/en/new-girls/');
  expect(((await (await answered).json()) as { data: { incentives: { type: string }[] } }).data.incentives.map((i) => i.type)).toEqual(['signup']);
  await expect(offer(page)).toHaveCount(0);
});

test('a new guest sees the first top-up offer; after paying it is gone without a page reload (§4 a payment reloads incentives)', async ({ page }) => {
  await signUpQuickly(page);
  await expect(offer(page)).toContainText('Ready for more?');
  await expect(offer(page).getByRole('button', { name: 'Top up now' })).toBeVisible();
  // A page reload would lose this mark.
  await page.evaluate(() => Object.assign(window, { incentiveJourney: 'same page' }));

  const reloaded = page.waitForResponse((r) => isIncentiveLoad(r.url()) && r.ok());
  await topUp(page, '20 €');
  await expect(balance(page)).toHaveAttribute('data-balance', '2000');
  expect(((await (await reloaded).json()) as { data: { incentives: unknown[] } }).data.incentives).toEqual([]);
  await expect(offer(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { incentiveJourney?: string }).incentiveJourney)).toBe('same page');
});

test('a paying guest low on money gets the refill card; hidden for a week it stays hidden after a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const video = await videoFor5To10(request);
  await signUpQuickly(page);
  await topUp(page, '10 €');

  await open(page, video.path);
  await page.getByRole('button', { name: new RegExp(`^Buy for .*: “${escape(video.title)}”$`) }).click();
  await expect(balance(page)).toHaveAttribute('data-balance', String(1000 - video.price.value));

  await open(page, '/en/');
  await expect(corner(page)).toContainText('Your balance is running low');
  const stored = page.waitForResponse((r) => r.url().includes('/rest/v1/conversion/setRefillWindowHidden') && r.ok());
  await corner(page).getByRole('button', { name: 'Hide for a week' }).click();
  await expect(corner(page)).toHaveCount(0);
  await stored;

  const answered = page.waitForResponse((r) => isIncentiveLoad(r.url()) && r.ok());
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(((await (await answered).json()) as { data: { incentives: unknown[] } }).data.incentives).toEqual([]);
  await expect(corner(page)).toHaveCount(0);
});
