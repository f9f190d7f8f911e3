import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { isNavGroup, siteNav } from '../components/layout/nav-items';
import { type AppPathname, type Locale, locales, pathnames } from '../i18n/routing';

/** The localized URL of a route key (i18n/routing.ts), as the header links it: /de/neue-girls/. */
function localized(route: AppPathname, locale: Locale): string {
  const entry: string | Record<Locale, string> = pathnames[route];
  const path = typeof entry === 'string' ? entry : entry[locale];
  return path === '/' ? `/${locale}/` : `/${locale}${path}/`;
}

/** Every catalogue page the navigation must reach (home, listings, video areas, top cams). */
const catalogueRoutes: AppPathname[] = siteNav.flatMap((entry) =>
  isNavGroup(entry) ? entry.items.map((item) => item.href) : [entry.href],
);

const menuButton = { de: 'Menü öffnen', en: 'Open menu', es: 'Abrir menú', nl: 'Menu openen' } as const;
const mainNavigation = { de: 'Hauptnavigation', en: 'Main navigation', es: 'Navegación principal', nl: 'Hoofdnavigatie' } as const;

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

async function waitForHydration(page: Page) {
  await page.waitForLoadState('networkidle');
}

test.describe('mobile menu (§2: below 1023 px)', () => {
  test.use({ viewport: phone });

  for (const locale of locales) {
    test(`${locale}: the navigation menu links every catalogue page, and each answers 200`, async ({ page, request }) => {
      await page.goto(`/${locale}/`);
      await waitForHydration(page);
      await page.getByRole('button', { name: menuButton[locale] }).click();
      // Open, the same button is named for closing.
      await expect(page.locator('button[aria-controls="mobile-navigation"]')).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator('#mobile-navigation').getByRole('navigation', { name: mainNavigation[locale] });
      await expect(menu).toBeVisible();
      for (const route of catalogueRoutes) {
        const href = localized(route, locale);
        await expect(menu.locator(`a[href="${href}"]`), href).toBeVisible();
        expect((await request.get(href)).status(), href).toBe(200);
      }
    });
  }

  test('following a link in the menu opens the page and closes the menu; the open menu locks page scroll', async ({ page }) => {
    await page.goto('/de/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    await toggle.click();
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', '');
    await page.locator('#mobile-navigation').getByRole('link', { name: 'Top-Videocall' }).click();
    await expect(page).toHaveURL(/\/de\/top-cams\/videocall\/$/);
    await expect(page.locator('#mobile-navigation')).toBeHidden();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', '');
  });

  test('only one top menu is open: opening the language list closes the navigation menu', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-navigation')).toBeVisible();
    await page.getByRole('button', { name: /^Language/ }).click();
    await expect(page.getByRole('list', { name: 'Choose a language' })).toBeVisible();
    await expect(page.locator('#mobile-navigation')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('header menus at 1280 px', () => {
  test.use({ viewport: desktop });

  test('the videos menu is a disclosure: aria-expanded, Escape returns focus, a click outside closes it', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    const videos = page.getByRole('button', { name: 'Videos' });
    await expect(videos).toHaveAttribute('aria-expanded', 'false');
    await videos.click();
    await expect(videos).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Free clips' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(videos).toHaveAttribute('aria-expanded', 'false');
    await expect(videos).toBeFocused();
    await videos.click();
    await page.mouse.click(640, 600);
    await expect(videos).toHaveAttribute('aria-expanded', 'false');
  });

  test('opening one menu closes the other, and every video area and top cams view is one click away', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    const videos = page.getByRole('button', { name: 'Videos' });
    const topCams = page.getByRole('button', { name: 'Top cams' });
    await videos.click();
    await topCams.click();
    await expect(topCams).toHaveAttribute('aria-expanded', 'true');
    await expect(videos).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('banner').getByRole('link', { name: 'Best chats' }).click();
    await expect(page).toHaveURL(/\/en\/top-cams\/best-chats\/$/);
    await videos.click();
    await page.getByRole('banner').getByRole('link', { name: 'Video stars' }).click();
    await expect(page).toHaveURL(/\/en\/stars\/$/);
    // The page shown is marked in the header bar and in the mobile menu.
    await expect(page.locator('header a[href="/en/stars/"][aria-current="page"]')).toHaveCount(2);
    await expect(videos).toHaveAttribute('data-current', '');
  });

  test('the keyboard opens a menu and reaches its links', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Top cams' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Top 100' })).toBeFocused();
  });

  test('the login overlay is a named modal; Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    const login = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Account and payment' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves into the frame once it is ready; Escape there closes the overlay.
    await expect(page.frameLocator('iframe[data-frame-id]:not([hidden])').getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.locator('iframe[data-frame-id]:not([hidden])')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();
  });

  test('axe finds no serious or critical violation with a header menu open', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Videos' }).click();
    const { violations } = await new AxeBuilder({ page }).include('header').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});

test('the language switcher keeps the page and its query (?page, sort)', async ({ page }) => {
  await page.goto('/de/alle-videos/?page=2&sort=price');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('list', { name: 'Sprache wählen' }).getByRole('link', { name: /español/i }).click();
  await expect(page).toHaveURL(/\/es\/todos-los-videos\/\?page=2&sort=price$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test.describe('scrolling (§2, §9)', () => {
  test.use({ viewport: phone });

  test('history back restores the scroll position of the list', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    // A tile's profile link (its chat entry, ?chat=live, is a second link in the same tile).
    const tile = page.locator('main a[href*="/amateur/"]:not([href*="?chat="])').nth(10);
    await tile.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(400);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await tile.click();
    await expect(page).toHaveURL(/\/en\/amateur\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(5);
  });

  test('?scrollTo=<id> scrolls to that element with a 35 px offset', async ({ page }) => {
    await page.goto('/en/?scrollTo=home-videos');
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('home-videos')!.getBoundingClientRect().top)), {
        timeout: 5_000,
      })
      .toBe(35);
  });

  test('scrolling down hides the header bar, scrolling up brings it back (§4)', async ({ page }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    await page.mouse.wheel(0, 800);
    await expect(page.locator('body')).toHaveAttribute('data-navbar-hidden', '');
    await page.mouse.wheel(0, -300);
    await expect(page.locator('body')).not.toHaveAttribute('data-navbar-hidden', '');
  });
});

test('partial navigation keeps the page, its header and its one real-time socket (§2, §4)', async ({ page }) => {
  await page.setViewportSize(desktop);
  const sockets: string[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname === '/ws') sockets.push(socket.url());
  });
  await page.goto('/en/');
  await waitForHydration(page);
  await expect.poll(() => sockets.length).toBe(1);
  await page.evaluate(() => Object.assign(window, { shellMarker: 'same document' }));
  await page.getByRole('banner').getByRole('link', { name: 'New girls' }).click();
  await expect(page).toHaveURL(/\/en\/new-girls\/$/);
  await page.getByRole('button', { name: 'Videos' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'All videos' }).click();
  await expect(page).toHaveURL(/\/en\/all-videos\/$/);
  expect(await page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker)).toBe('same document');
  expect(sockets).toHaveLength(1);
});
