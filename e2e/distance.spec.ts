import { expect, type Page, test } from '@playwright/test';
import { open, signUpQuickly } from './overlay-helpers';

/** The distances shown on the filter page's result list, in list order ("504 km" → 504). */
async function distances(page: Page): Promise<number[]> {
  const texts = await page.getByRole('region', { name: 'Results' }).getByTestId('distance').allTextContents();
  return texts.map((t) => Number.parseFloat(t));
}

/**
 * §3 geoLocation, §7 getGeoLocationByZip and actorsearch, §9 distance sort: a guest sets his postal
 * code in his settings, sees how far each performer is on the filter page and sorts by distance.
 * Assumes the seed gives performers a location (city centroids) and the postal-code table knows 10115.
 */
test('a guest sets his zip, sees distances on the performer list and sorts by distance', async ({ page }) => {
  await signUpQuickly(page);
  await open(page, '/en/my-account/profile/');

  const location = page.getByRole('region', { name: 'Your location' });
  await expect(location.getByRole('status')).toHaveText('No location yet.');
  await location.getByLabel('Postal code').fill('99999');
  await location.getByRole('button', { name: 'Save' }).click();
  await expect(location.getByRole('status')).toHaveText('We do not know this postal code.');

  await location.getByLabel('Postal code').fill('10115');
  await location.getByRole('button', { name: 'Save' }).click();
  await expect(location.getByRole('status')).toHaveText('Postal code 10115');
  // §4: with a zip stored, the browser's location is not offered.
  await expect(location.getByRole('button', { name: "Use my browser's location" })).toHaveCount(0);

  await location.getByRole('link', { name: 'Performers near you' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find performers' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Results' });
  // A cold production server may take a while for the page's first REST calls.
  await expect(results.getByTestId('distance').first()).toBeVisible({ timeout: 20_000 });
  const byRank = await distances(page);
  expect(byRank.length).toBeGreaterThan(3);

  await page.getByLabel('Sort').selectOption({ label: 'Distance' });
  await expect(async () => {
    const byDistance = await distances(page);
    expect(byDistance.length).toBeGreaterThan(3);
    expect(byDistance).toEqual([...byDistance].sort((a, b) => a - b));
    // Nearest first: nobody on the page is nearer than the first.
    expect(byDistance[0]).toBeLessThanOrEqual(Math.min(...byRank));
  }).toPass({ timeout: 20_000 });
});
