import { expect, type Page, test } from '@playwright/test';
import { open } from './overlay-helpers';

/**
 * The home page's extras (§2 home, §7 teaser, misc video/jumbotron, GraphQL banners, §9 special
 * banner ids, §4 exit intent). Assumes the seed's home-extras section: the jumbotron "Live,
 * personal, right now", a "The VIP club" teaser on the home page, banner 560 for phones on the home
 * page (halloween 559 only 24 October – 1 November, so not asserted here), and a visitor's
 * page-load offer "New here?" (e2e/incentives.spec.ts).
 */
const jumbotron = (page: Page) => page.getByTestId('jumbotron');
const offer = (page: Page) => page.getByRole('region', { name: 'Offer for you' });

test('the jumbotron is in the server HTML: poster with its size, headline, call to action, a lazy muted trailer that plays on a click', async ({ page, request }) => {
  const html = await (await request.get('/en/')).text();
  expect(html).toContain('Live, personal, right now');
  const video = html.match(/<video[^>]*>/)?.[0] ?? '';
  expect(video).toContain('preload="none"');
  expect(video).toMatch(/poster="\/media\/video\/\d+-w1280\.webp"/);
  expect(html).toMatch(/<source src="\/media\/jumbotron\/clip-[1-6]\.mp4" type="video\/mp4"/);

  await page.emulateMedia({ reducedMotion: 'reduce' }); // nothing plays by itself: the click does
  // The trailer's button comes with the layout's late islands, whose incentive host asks this.
  const lateIslands = page.waitForRequest((request) => request.url().includes('/rest/v1/conversion/getPageLoadIncentives'));
  await open(page, '/en/');
  await lateIslands;
  const hero = jumbotron(page);
  await expect(hero.getByRole('heading', { name: 'Live, personal, right now' })).toBeVisible();
  const poster = hero.locator('img').first();
  await expect(poster).toHaveAttribute('width', '1280');
  await expect(poster).toHaveAttribute('height', '720');
  const trailer = hero.getByTestId('jumbotron-video');
  expect(await trailer.evaluate((el: HTMLVideoElement) => ({ muted: el.muted, paused: el.paused }))).toEqual({ muted: true, paused: true });

  await hero.getByRole('button', { name: 'Play the trailer' }).click();
  await expect(hero.getByRole('button', { name: 'Pause the trailer' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => trailer.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
  await expect(trailer).toHaveCSS('opacity', '1');

  await hero.getByRole('link', { name: 'See the live cams' }).click();
  await expect(page).toHaveURL(/\/en\/cams\/$/);
});

test('a teaser card of the home page links to its page, and the new-girls listing has its own slot', async ({ page }) => {
  await open(page, '/en/');
  const teasers = page.getByRole('region', { name: 'Also worth a look' });
  await teasers.getByRole('link', { name: 'The VIP club' }).click();
  await expect(page).toHaveURL(/\/en\/vipclub\/$/);

  await open(page, '/en/new-girls/');
  await expect(page.getByRole('region', { name: 'Also worth a look' }).getByRole('link', { name: 'Live now' })).toBeVisible();
});

test('§9 mobile banner 560 shows only on a 375 px phone; the other home banner on both', async ({ browser }) => {
  for (const [width, mobileVisible] of [
    [375, true],
    [1280, false],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL: test.info().project.use.baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/en/');
      const banners = page.getByRole('complementary', { name: 'Offers' });
      await expect(banners.locator('[data-banner-id="1001"]')).toBeVisible();
      const mobile = banners.locator('[data-banner-id="560"]');
      await expect(mobile).toHaveCount(1); // in the HTML on every width: CSS decides
      if (mobileVisible) await expect(mobile).toBeVisible();
      else await expect(mobile).toBeHidden();
    } finally {
      await context.close();
    }
  }
});

test('§4 exit intent: the pointer leaving through the top of the window shows the top incentive, once per session', async ({ page }) => {
  // The page-load answer is left empty so that only the exit intent can bring an offer up.
  await page.route((url) => url.pathname.startsWith('/rest/v1/conversion/getPageLoadIncentives'), (route) =>
    route.fulfill({ json: { success: true, data: { incentives: [] }, vxpayConfig: { host: null }, trackingData: { routeName: '/', incentiveTypes: [] } } }),
  );
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/conversion/getIncentivesByEvent')) asked.push(request.postData() ?? '');
  });
  const pageLoad = page.waitForRequest((request) => request.url().includes('/rest/v1/conversion/getPageLoadIncentives'));
  await open(page, '/en/new-girls/');
  await pageLoad; // the incentive host is mounted (after the first view)
  await expect(offer(page)).toHaveCount(0);

  const leaveThroughTop = () =>
    page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 600, clientY: -2, relatedTarget: null })));
  // Moving onto another element at the top edge is no exit intent.
  await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 0, relatedTarget: document.body })));
  const answered = page.waitForResponse((response) => response.url().includes('/rest/v1/conversion/getIncentivesByEvent') && response.ok());
  await leaveThroughTop();
  await answered;
  await expect(offer(page)).toContainText('New here?');
  expect(asked.map((body) => JSON.parse(body).event)).toEqual(['exitIntent']);

  // Once per browser session, also on the next page.
  await open(page, '/en/');
  await leaveThroughTop();
  await page.waitForTimeout(300); // a second call would have been sent at once
  expect(asked).toHaveLength(1);
});
