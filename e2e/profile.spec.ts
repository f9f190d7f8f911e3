import { expect, test } from '@playwright/test';

test('a performer tile on new girls leads to her profile', async ({ page }) => {
  await page.goto('/en/new-girls/');
  const tile = page.locator('main a[href*="/amateur/"]').first();
  const href = await tile.getAttribute('href');
  expect(href).toMatch(/^\/en\/amateur\/[a-z0-9-]+\/$/);
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const name = page.getByRole('heading', { level: 1 });
  await expect(name).toBeVisible();
  // §2: actor names are lowercased in links
  expect(href?.split('/')[3]).toBe((await name.innerText()).trim().toLowerCase());
  // §9: chat prices per minute with a comma decimal separator
  await expect(page.getByText(/\d+,\d{2} €/).first()).toBeVisible();
});

test('the language switcher keeps the page: a German profile opens as the Spanish one', async ({ page }) => {
  await page.goto('/de/neue-girls/');
  const href = await page.locator('main a[href*="/amateur/"]').first().getAttribute('href');
  await page.goto(href ?? '/');
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('list', { name: 'Sprache wählen' }).getByRole('link', { name: /español/i }).click();
  await expect(page).toHaveURL(new RegExp(`/es/amateur/${href?.split('/')[3]}/$`));
});

test('an unknown performer gets a localized 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/de/amateur/nobody-by-this-name/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
