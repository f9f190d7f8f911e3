import { expect, test } from '@playwright/test';
import { appOrigin, specialOrigin } from './origins';
import { header, newGuest, open, overlay, signUpInOverlay } from './overlay-helpers';

/**
 * §2 the special-market variant on its own host name (special.localhost), served by the same
 * server as every other journey (playwright.config.ts: MARKET_HOSTS, SPECIAL_MARKET_HOME=new-girls).
 */
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cc', value: 'f0a0', domain: 'special.localhost', path: '/' }]);
});

const loginBox = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Log in to continue' });

test('§2 a visitor gets the special market\'s login box; after signing up the page goes to the market\'s home keeping the query', async ({ page }) => {
  await open(page, `${specialOrigin}/en/?w=12&ws=ab`);
  const box = loginBox(page);
  await expect(box).toBeVisible();
  await box.getByRole('button', { name: 'Sign up free' }).click();
  await expect(box).toBeHidden();
  await expect(overlay(page)).toHaveAttribute('src', /\/pay\/signup\/\?/);
  const guest = newGuest();
  await signUpInOverlay(page, guest);
  // §2 "redirects after login to /{language}/ followed by a special-market home path, keeping the query string, after 500 ms".
  await page.waitForURL(`${specialOrigin}/en/new-girls/?w=12&ws=ab`);
  // The new page restores the login from its cookie (a loaded machine may take a few seconds).
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible({ timeout: 15_000 });
  // A logged-in guest gets no login box.
  await expect(loginBox(page)).toHaveCount(0);
});

test('§2 the login box is the special market\'s own: the default host shows none', async ({ page }) => {
  await open(page, `${appOrigin}/en/?w=12`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loginBox(page)).toHaveCount(0);
  // The special market's settings are its host's: config/client answers them there only.
  const configOn = (origin: string) => page.evaluate(async (url) => (await (await fetch(url)).json()).data, `${origin}/rest/v1/config/client?language=en`);
  expect(await configOn(appOrigin)).toMatchObject({ specialMarketHome: null, esAvsModal: false });
  await page.goto(`${specialOrigin}/en/terms-of-service/`);
  expect(await configOn(specialOrigin)).toMatchObject({ specialMarketHome: 'new-girls', esAvsModal: false });
});
