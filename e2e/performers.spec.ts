import { expect, type Page, test } from '@playwright/test';

/**
 * Journey: a guest finds performers by chat availability, category, top cams and cam
 * shows, starting from the header navigation (desktop: the live listings share the "Live" menu
 * below 1368 px), in English, German and Spanish with localized slugs.
 */

test.use({ viewport: { width: 1280, height: 800 } });

// A tile's link to the profile (not its chat entry, which links to the profile's chat: ?chat=live).
const tiles = (page: Page) => page.locator('main a[href*="/amateur/"]:not([href*="?chat="])');

async function openFromLiveMenu(page: Page, menu: string, link: string) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: menu }).click();
  await banner.getByRole('link', { name: link, exact: true }).click();
}

test('en: header → cams → a category → free chat, every listed performer online', async ({ page }) => {
  await page.goto('/en/');
  await page.waitForLoadState('networkidle');

  await openFromLiveMenu(page, 'Live', 'Cams');
  await expect(page).toHaveURL(/\/en\/cams\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const camTiles = await tiles(page).count();
  expect(camTiles).toBeGreaterThan(0);
  // §2 /cams/: online performers only, each tile says so in words.
  await expect(page.locator('main li').filter({ hasText: 'Online' })).toHaveCount(camTiles);

  // Every category is reachable from the chip row.
  const chips = page.getByRole('navigation', { name: 'Categories' });
  const chip = chips.getByRole('link').first();
  const chipHref = await chip.getAttribute('href');
  expect(chipHref).toMatch(/^\/en\/categories\/[a-z-]+\/$/);
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`${chipHref}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' }).locator('[aria-current="page"]')).toHaveAttribute('href', chipHref ?? '');
  expect(await tiles(page).count()).toBeGreaterThan(0);

  await openFromLiveMenu(page, 'Live', 'Free chat');
  await expect(page).toHaveURL(/\/en\/free-chat\/$/);
  const freeTiles = await tiles(page).count();
  expect(freeTiles).toBeGreaterThan(0);
  expect(freeTiles).toBeLessThanOrEqual(camTiles);
  await expect(page.locator('main li').filter({ hasText: 'Online' })).toHaveCount(freeTiles);
});

test('en: sort and view are in the query; list mode shows age, languages and price per minute', async ({ page }) => {
  await page.goto('/en/cams/');
  await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Name A–Z' }).click();
  await expect(page).toHaveURL(/\/en\/cams\/\?sort=name$/);
  const names = await page.locator('main ul li a span.truncate').allInnerTexts();
  expect(names.length).toBeGreaterThan(1);
  expect([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(names);

  await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Show as list' }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/view=list/);
  const row = tiles(page).first();
  await expect(row).toContainText(/\d+ years/);
  await expect(row).toContainText(/Speaks /);
  await expect(row).toContainText(/\d+(,\d{2})? €\/min/);
});

test('en: a page past the end is an empty state with a link back (status 200); an unknown category is a 404', async ({ page }) => {
  const past = await page.goto('/en/cams/?page=999');
  expect(past?.status()).toBe(200);
  await expect(page.getByTestId('empty-page')).toBeVisible();
  await page.getByTestId('empty-page').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/cams\/$/);
  expect(await tiles(page).count()).toBeGreaterThan(0);

  const unknown = await page.goto('/en/categories/no-such-category/');
  expect(unknown?.status()).toBe(404);
});

test('en: header → top cams, tabs lead through the four views', async ({ page }) => {
  await page.goto('/en/');
  await page.waitForLoadState('networkidle');
  await openFromLiveMenu(page, 'Top cams', 'Top 100');
  await expect(page).toHaveURL(/\/en\/top-cams\/$/);
  const tabs = page.getByRole('navigation', { name: 'Top cams lists' });
  await expect(tabs.getByRole('link', { name: 'Top 100' })).toHaveAttribute('aria-current', 'page');
  // Places are numbered from 1, 30 to a page.
  await expect(page.locator('main ol > li').first()).toContainText('1');
  expect(await page.locator('main ol > li').count()).toBeLessThanOrEqual(30);

  await tabs.getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/en\/top-cams\/favorites\/$/);
  await expect(page.locator('main ol > li').first()).toContainText(/fans?/);

  await tabs.getByRole('link', { name: 'Best chats' }).click();
  await expect(page).toHaveURL(/\/en\/top-cams\/best-chats\/$/);
  // §5: only performers with at least 10 ratings in 90 days, so each entry shows its rate.
  const entries = page.locator('main ol > li');
  await expect(entries.first()).toContainText(/\d+ % satisfied/);
  await expect(entries.filter({ hasText: /\d+ % satisfied/ })).toHaveCount(await entries.count());

  await tabs.getByRole('link', { name: 'Video call' }).click();
  await expect(page).toHaveURL(/\/en\/top-cams\/video-call\/$/);
  await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Show as list' }).click();
  await expect(page.locator('main ol > li').first()).toContainText(/Video call \d+(,\d{2})? €\/min/);
});

test('en: the profile top-cams page shows where she stands in each view', async ({ page }) => {
  await page.goto('/en/amateur/lunasky/');
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Top cams' }).click();
  await expect(page).toHaveURL(/\/en\/amateur\/lunasky\/top-cams\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'LunaSky in the top cams' })).toBeVisible();
  for (const view of ['Top 100', 'Favourites', 'Best chats', 'Video call']) {
    await expect(page.getByRole('heading', { level: 2, name: view })).toBeVisible();
  }
  await expect(page.getByText(/Place \d+ of \d+/).first()).toBeVisible();
});

test('en: header → cam shows: the schedule (running shows marked live) and the performers with shows', async ({ page }) => {
  await page.goto('/en/');
  await page.waitForLoadState('networkidle');
  await openFromLiveMenu(page, 'Live', 'Cam shows');
  await expect(page).toHaveURL(/\/en\/cam-shows\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Show schedule' })).toBeVisible();
  const shows = page.getByRole('list', { name: 'Upcoming shows' }).locator('> li');
  expect(await shows.count()).toBeGreaterThan(0);
  // Each show has a time span and a price or "Free".
  await expect(shows.first()).toContainText(/–/);
  await expect(shows.first()).toContainText(/Ticket \d+(,\d{2})? €|Free/);
  // The demo seed starts some shows before now: they are marked live.
  await expect(page.getByText('Live now').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Performers with shows' })).toBeVisible();
  expect(await page.locator('main section').last().locator('a[href*="/amateur/"]').count()).toBeGreaterThan(0);
});

test('de: Gratis-Chat, Kategorien and Top-Cams under German slugs', async ({ page }) => {
  await page.goto('/de/');
  await page.waitForLoadState('networkidle');
  await openFromLiveMenu(page, 'Live', 'Gratis-Chat');
  await expect(page).toHaveURL(/\/de\/gratis-chat\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/de\/kategorien\/[a-z-]+\/$/);
  await expect(page.getByRole('navigation', { name: 'Sortieren nach' })).toBeVisible();

  await openFromLiveMenu(page, 'Top-Cams', 'Beste Chats');
  await expect(page).toHaveURL(/\/de\/top-cams\/beste-chats\/$/);
  await expect(page.locator('main ol > li').first()).toContainText(/\d+ % zufrieden/);
});

test('es: cam shows and top cams under Spanish slugs', async ({ page }) => {
  await page.goto('/es/');
  await page.waitForLoadState('networkidle');
  await openFromLiveMenu(page, 'En vivo', 'Shows de cam');
  await expect(page).toHaveURL(/\/es\/shows-de-cam\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Programa de shows' })).toBeVisible();

  await openFromLiveMenu(page, 'Top cámaras', 'Más favoritas');
  await expect(page).toHaveURL(/\/es\/top-cams\/favoritas\/$/);
  await page.getByRole('navigation', { name: 'Listas de top cams' }).getByRole('link', { name: 'Mejores chats' }).click();
  await expect(page).toHaveURL(/\/es\/top-cams\/mejores-chats\/$/);

  const response = await page.goto('/es/categorias/rubias-no-existe/');
  expect(response?.status()).toBe(404);
});
