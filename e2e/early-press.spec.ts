import { expect, test, type Page } from '@playwright/test';
import { header, overlay } from './overlay-helpers';

/**
 * §1 the first view paints before the scripts run; a press in that moment must not be lost. The
 * page's script chunks are held back 2 s here (a slow phone's network), the press comes before.
 */
async function openWithSlowScripts(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    },
  );
  await page.goto(path, { waitUntil: 'commit' });
}

test('a visitor who presses "Log in" before the scripts ran gets the login door once they have', async ({ page }) => {
  await openWithSlowScripts(page, '/en/');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await expect(overlay(page)).toHaveAttribute('src', /\/pay\/login\/\?/, { timeout: 15_000 });
});

test('a header menu pressed before the scripts ran opens once they have', async ({ page }) => {
  await openWithSlowScripts(page, '/en/');
  const live = header(page).getByRole('button', { name: 'Live' });
  await live.click();
  await expect(live).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
});
