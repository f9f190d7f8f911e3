import { expect, type Page, test } from '@playwright/test';

/**
 * A guest browsing the video areas (§2): the hub, an area, its sorts and pages, a video detail
 * with its price and performer, and the same in German with the localized slugs.
 */

/** Prices as §9 writes them: "12,99 €", "5 €". */
const PRICE = /\d+(,\d{2})? €/;

async function tilePrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article p').filter({ hasText: PRICE }).allInnerTexts();
  // The price a guest pays is the last amount of a tile (a struck-through base price comes first).
  return texts.map((text) => {
    const amounts = [...text.matchAll(/(\d+)(?:,(\d{2}))? €/g)];
    const last = amounts.at(-1);
    return last ? Number(last[1]) * 100 + Number(last[2] ?? 0) : 0;
  });
}

test('from the video hub to an area, a sort and a second page, then a video and its performer', async ({ page }) => {
  await page.goto('/en/videos/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const section of ['New videos', 'Trending now', 'On sale', 'Free clips', 'Top videos', 'VIP videos', 'Popular tags']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }

  // The "show all" link of a section leads to its area.
  await page.getByRole('link', { name: 'Show all: On sale' }).click();
  await expect(page).toHaveURL(/\/en\/on-sale\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // §9 video items per grid: 16.
  await expect(page.locator('main ul > li article')).toHaveCount(16);

  // A sort is a link that starts again at page 1 and is marked as current.
  const sorts = page.getByRole('navigation', { name: 'Sort' });
  await sorts.getByRole('link', { name: 'Lowest price' }).click();
  await expect(page).toHaveURL(/\/en\/on-sale\/\?sort=cheapest$/);
  await expect(sorts.getByRole('link', { name: 'Lowest price' })).toHaveAttribute('aria-current', 'true');
  const prices = await tilePrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);

  // The next page keeps the sort (§2: lists page with page and sort in the query).
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /next/i }).first().click();
  await expect(page).toHaveURL(/\/en\/on-sale\/\?sort=cheapest&page=2$/);
  const nextPrices = await tilePrices(page);
  expect(nextPrices[0]).toBeGreaterThanOrEqual(prices.at(-1) ?? 0);

  // List mode keeps sort and page.
  await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Show as list' }).click();
  await expect(page).toHaveURL(/sort=cheapest/);
  await expect(page).toHaveURL(/view=list/);
  await expect(page).toHaveURL(/page=2/);

  // A video: title, price with the base price struck through, the performer's profile link.
  const tile = page.locator('main article h3 a').first();
  const title = (await tile.innerText()).trim();
  await tile.click();
  await expect(page).toHaveURL(/\/en\/amateur\/[a-z0-9-]+\/video\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('video-price')).toContainText(PRICE);
  await expect(page.getByTestId('video-price').locator('s')).toBeVisible();
  await expect(page.getByText(/\d+ % off/)).toBeVisible();
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const jsonLd = structured.find((data) => data['@type'] === 'VideoObject');
  expect(jsonLd?.name).toBe(title);
  expect(jsonLd.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
  const model = page.getByTestId('video-model-link');
  const name = (await model.innerText()).trim();
  await model.click();
  await expect(page).toHaveURL(new RegExp(`/en/amateur/${name.toLowerCase()}/$`));
});

test('German slugs: the hub leads to /de/im-angebot/ and a video opens under /de/amateur/', async ({ page }) => {
  await page.goto('/de/videos/');
  await page.getByRole('link', { name: 'Alle ansehen: Im Angebot' }).click();
  await expect(page).toHaveURL(/\/de\/im-angebot\/$/);
  await page.getByRole('navigation', { name: 'Sortierung' }).getByRole('link', { name: 'Meistverkauft' }).click();
  await expect(page).toHaveURL(/\/de\/im-angebot\/\?sort=bestSelling$/);
  await page.locator('main article h3').first().click();
  await expect(page).toHaveURL(/\/de\/amateur\/[a-z0-9-]+\/video\/\d+\/$/);
  await expect(page.getByText('Preis', { exact: true })).toBeVisible();

  for (const path of ['/de/alle-videos/', '/de/gratis-clips/', '/de/neue-videos/', '/de/video-trends/', '/de/vip-videos/', '/de/stars/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  expect((await page.goto('/es/clips-gratis/'))?.status()).toBe(200);
  expect((await page.goto('/es/todos-los-videos/'))?.status()).toBe(200);
});

test("a performer's videos, her classics and a tag page; unknown ones are 404, an unknown video of hers leads to her videos", async ({ page }) => {
  await page.goto('/en/amateur/lunasky/videos/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/LunaSky/);
  const own = page.getByRole('navigation', { name: /Videos of LunaSky/ });
  await own.getByRole('link', { name: 'Classic videos' }).click();
  await expect(page).toHaveURL(/\/en\/amateur\/lunasky\/videos\/classic\/$/);
  await page.goto('/en/amateur/lunasky/videos/');
  const tagLink = own.getByRole('link').nth(2);
  await tagLink.click();
  await expect(page).toHaveURL(/\/en\/amateur\/lunasky\/videos\/tag\/[a-z-]+\/$/);
  expect((await page.goto('/es/amateur/lunasky/videos/etiqueta/outdoor/'))?.status()).toBe(200);

  expect((await page.goto('/en/amateur/lunasky/videos/tag/no-such-tag/'))?.status()).toBe(404);
  expect((await page.goto('/en/amateur/nobody-by-this-name/videos/'))?.status()).toBe(404);
  expect((await page.goto('/en/amateur/nobody-by-this-name/video/1/'))?.status()).toBe(404);
  // §3 not-found redirect: a video of hers that is not (or no longer) here leads to her videos, where a status bar says so.
  expect((await page.goto('/en/amateur/lunasky/video/1/'))?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/amateur\/lunasky\/videos\/\?nf=1$/);
});

test('a page past the end of a list is an empty state with a way back (status 200)', async ({ page }) => {
  const response = await page.goto('/en/free-clips/?page=999');
  expect(response?.status()).toBe(200);
  const empty = page.getByTestId('empty-page');
  await expect(empty).toBeVisible();
  await empty.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/free-clips\/$/);
  await expect(page.locator('main article').first()).toBeVisible();
});

test('§9 video stars: 100 per page, each leading to her videos', async ({ page }) => {
  await page.goto('/en/stars/');
  const cards = page.locator('main a[href*="/videos/"]');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(100);
  await cards.first().click();
  await expect(page).toHaveURL(/\/en\/amateur\/[a-z0-9-]+\/videos\/$/);
});
