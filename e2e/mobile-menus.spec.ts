import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { AppPathname } from '../i18n/routing';
import { routePath } from '../lib/seo/route-path';

/**
 * §2 mobile menu mode (below 1023 px): the cam filter, category filter and my-account menus open
 * one at a time, lock page scroll, close on Escape and on their close button (focus back on the
 * button); every main page at 375 px has no horizontal scroll and no serious axe violation.
 * Seed assumptions: the category "blonde" exists; the performer "lunasky" exists.
 */

const phone = { width: 375, height: 812 };
test.use({ viewport: phone });

async function ready(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.waitForLoadState('networkidle');
}

const trigger = (page: Page, name: string) => page.getByRole('group', { name: 'Filters and account' }).getByRole('button', { name });

test('each mobile menu opens alone, locks page scroll and closes by Escape or its close button', async ({ page }) => {
  await ready(page, '/en/cams/');
  const body = page.locator('body');

  const camFilter = trigger(page, 'Cam filter');
  await camFilter.click();
  const camPanel = page.getByRole('region', { name: 'Cam filter' });
  await expect(camFilter).toHaveAttribute('aria-expanded', 'true');
  // The body loaded on the tap; focus moved into it.
  await expect(camPanel.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await expect(body).toHaveAttribute('data-scroll-locked', '');
  // What the desktop filter bar offers: availability, sort, view and the categories (loaded on opening).
  await expect(camPanel.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/en/cams/?sort=newest');
  await expect(camPanel.getByRole('link', { name: 'Free chat' })).toBeVisible();
  await expect(camPanel.locator('a[href="/en/categories/blonde/"]')).toBeVisible();

  // Opening another closes the first: one top menu at a time.
  const categories = trigger(page, 'Categories');
  await categories.click();
  await expect(camPanel).toBeHidden();
  await expect(camFilter).toHaveAttribute('aria-expanded', 'false');
  const categoryPanel = page.getByRole('region', { name: 'Categories' });
  await expect(categoryPanel.getByRole('link', { name: 'All videos' })).toBeVisible();
  await expect(body).toHaveAttribute('data-scroll-locked', '');

  // Escape closes it and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(categoryPanel).toBeHidden();
  await expect(categories).toBeFocused();
  await expect(body).not.toHaveAttribute('data-scroll-locked', '');

  // My account, as a visitor: login and sign-up; the close button closes it.
  const account = trigger(page, 'My account');
  await account.click();
  const accountPanel = page.getByRole('region', { name: 'My account' });
  await expect(accountPanel.getByRole('button', { name: 'Log in' })).toBeVisible();
  await accountPanel.getByRole('button', { name: 'Close menu' }).click();
  await expect(accountPanel).toBeHidden();
  await expect(account).toBeFocused();

  // A second opening shows the loaded body again, focused.
  await categories.click();
  await expect(categoryPanel.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await categoryPanel.getByRole('link', { name: 'All videos' }).click();
  await expect(page).toHaveURL(/\/en\/all-videos\/$/);
});

const pages: { route: AppPathname; params?: Record<string, string> }[] = [
  { route: '/' },
  { route: '/new-girls' },
  { route: '/cams' },
  { route: '/free-chat' },
  { route: '/cam-shows' },
  { route: '/categories/[categorySlug]', params: { categorySlug: 'blonde' } },
  { route: '/videos' },
  { route: '/all-videos' },
  { route: '/stars' },
  { route: '/top-cams' },
  { route: '/amateur/[actorName]', params: { actorName: 'lunasky' } },
  { route: '/amateur/[actorName]/about-me', params: { actorName: 'lunasky' } },
  { route: '/search/videos/[searchPattern]', params: { searchPattern: 'luna' } },
  { route: '/messenger' },
  { route: '/my-account' },
  { route: '/vipclub' },
  { route: '/daily-deals' },
  { route: '/contests' },
  { route: '/tv/livestream' },
  { route: '/blog' },
  { route: '/feed' },
  { route: '/terms-of-service' },
];

test('every main page at 375 px: no horizontal scroll, no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(240_000);
  const failures: string[] = [];
  for (const target of pages) {
    const url = routePath('en', target.route, target.params);
    await ready(page, url);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > phone.width) failures.push(`${url}: scrollWidth ${width}`);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      failures.push(`${url} [${v.impact}] ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    }
  }
  expect(failures).toEqual([]);
});

test('the open mobile menus at 375 px: no horizontal scroll, no serious or critical axe violation', async ({ page }) => {
  await ready(page, '/en/');
  const failures: string[] = [];
  for (const [name, probe] of [
    ['Cam filter', 'a[href="/en/categories/blonde/"]'],
    ['Categories', 'a[href="/en/all-videos/"]'],
    ['My account', 'button'],
  ] as const) {
    await trigger(page, name).click();
    await expect(page.getByRole('region', { name }).locator(probe).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > phone.width) failures.push(`${name}: scrollWidth ${width}`);
    const { violations } = await new AxeBuilder({ page }).include(`#${await trigger(page, name).getAttribute('aria-controls')}`).analyze();
    for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) failures.push(`${name} [${v.impact}] ${v.id}`);
  }
  expect(failures).toEqual([]);
});
