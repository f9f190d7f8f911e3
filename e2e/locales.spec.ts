import { expect, test } from '@playwright/test';

const newGirls = { de: '/de/neue-girls/', en: '/en/new-girls/', es: '/es/nuevas-chicas/', nl: '/nl/new-girls/' };

// Server rendering: with JavaScript off, whatever shows came from the server.
test.use({ javaScriptEnabled: false });

for (const [locale, path] of Object.entries(newGirls)) {
  test(`${locale}: home renders performers and new videos from the server`, async ({ page }) => {
    const response = await page.goto(`/${locale}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('main a[href*="/amateur/"]').count()).toBeGreaterThan(5);
    expect(await page.locator('main a[href*="/video/"]').count()).toBeGreaterThan(3);
  });

  test(`${locale}: new girls lists newly registered performers from the server`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    expect(await page.locator('main a[href*="/amateur/"]').count()).toBeGreaterThan(0);
  });
}

test('/ picks the language from Accept-Language; an unknown language falls back to en', async ({ browser }) => {
  const german = await browser.newContext({ locale: 'de-DE', javaScriptEnabled: false });
  const dePage = await german.newPage();
  await dePage.goto('/');
  expect(new URL(dePage.url()).pathname).toBe('/de/');
  await german.close();

  const unknown = await browser.newContext({ locale: 'ja-JP', javaScriptEnabled: false });
  const jaPage = await unknown.newPage();
  await jaPage.goto('/');
  expect(new URL(jaPage.url()).pathname).toBe('/en/');
  await unknown.close();
});

test('a route that is not built yet answers 200 with a localized coming-soon page', async ({ page }) => {
  const response = await page.goto('/de/tagesdeals/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
