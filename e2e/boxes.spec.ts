import { expect, type Page, test } from '@playwright/test';
import { header, newGuest, open, overlay, signUpInOverlay } from './overlay-helpers';

/**
 * §2 named boxes opened by name through the one registry (components/boxes/box-registry.ts).
 * Triggers: a link's `box` query (boxes that need only the language, placed over the cookie
 * banner), the VIP club's vip30 button. Assumes the seed's VIP club page and at least one
 * performer category; a fresh browser context has no consent cookie, so the banner is shown.
 */
const consentBanner = (page: Page) => page.locator('section[aria-labelledby$="-title"]').filter({ hasText: 'Cookies and privacy' });
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);
const zIndexOf = (element: ReturnType<Page['locator']>) => element.evaluate((node) => Number(getComputedStyle(node).zIndex));

test.describe('named boxes', () => {
  test('a link opens the coin-info box over the cookie banner, page scrolling held until Escape closes it', async ({ page }) => {
    await open(page, '/en/?box=coinInfo');
    const box = page.getByRole('dialog', { name: 'What are coins?' });
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('data-box', 'coin-info');
    await expect(box).toContainText('every euro of your balance is worth 4 coins');
    // Focus is inside the box.
    await expect.poll(() => box.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    const banner = consentBanner(page);
    if (await banner.isVisible()) expect(await zIndexOf(box)).toBeGreaterThan(await zIndexOf(banner));
    expect(await bodyOverflow(page)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('an unknown box name in a link is ignored: no box, the page works', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await open(page, '/en/?box=noSuchBox');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => warnings.some((text) => text.includes('unknown box name ignored'))).toBe(true);
  });

  test('the vip30 box: a second open while it is there is refused, Escape closes it and focus returns to its button', async ({ page }) => {
    await open(page, '/en/vipclub/');
    const button = page.getByRole('main').getByRole('button', { name: 'What VIP30 is worth' });
    // Two presses at once (a double click): one box.
    await button.evaluate((node: HTMLElement) => {
      node.click();
      node.click();
    });
    const box = page.getByRole('dialog', { name: 'VIP30' });
    await expect(box).toBeVisible();
    await expect(page.locator('[data-box="vip30"]')).toHaveCount(1);
    // Focus stays inside the box: Tab cycles through its buttons.
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      expect(await box.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('the avs box from a link sends a visitor to the login first', async ({ page }) => {
    await open(page, '/en/?box=avs');
    const box = page.getByRole('dialog', { name: 'Verify your age' });
    await box.getByRole('button', { name: 'Log in to verify' }).click();
    await expect(box).toHaveCount(0);
    await expect(overlay(page)).toBeVisible();
  });

  test('a performer\'s site links to the model-site box: the free sign-up naming her opens the sign-up flow', async ({ page }) => {
    await open(page, '/en/?box=modelSite&actor=LunaRay');
    const box = page.getByRole('dialog', { name: "Welcome from LunaRay's site" });
    await expect(box).toContainText('to chat with LunaRay');
    await box.getByRole('button', { name: 'Sign up free' }).click();
    await expect(box).toHaveCount(0);
    // The frame shows once the pay page has hydrated (§9): 1.3 s on a quiet machine, up to 10 s
    // when two browsers and three servers share 2 cores; the allowance of signUpInOverlay.
    await expect(overlay(page)).toBeVisible({ timeout: 15_000 });
  });

  test('the Black Friday 2020 box says the offer ended outside its window, and offers the code inside it', async ({ page }) => {
    await open(page, '/en/?box=blackFriday2020');
    const ended = page.getByRole('dialog', { name: 'Black Friday' });
    await expect(ended).toContainText('The Black Friday offer has ended.');
    await expect(ended.getByRole('button')).toHaveText(['Close']);
    await page.keyboard.press('Escape');

    await open(page, '/en/?box=blackFriday2020&qmday=2020-11-28');
    const running = page.getByRole('dialog', { name: 'Black Friday' });
    await expect(running).toContainText('BLACKFRIDAY2020');
    await expect(running.getByRole('button', { name: 'Log in to redeem' })).toBeVisible();
  });

  test('after signing up, onboarding opens by itself (a card in the corner); the guest chooses favourite categories in onboarding-choose, saved and leading to the categories', async ({ page }) => {
    await open(page, '/en/');
    await header(page).getByRole('button', { name: 'Sign up free' }).click();
    await signUpInOverlay(page, newGuest());
    // Before the conversion-chat offer, which waits for it (one box at a time, §2).
    const welcome = page.getByRole('region', { name: 'Welcome!' });
    await expect(page.getByRole('region', { name: '3 free minutes of live chat' })).toHaveCount(0);
    await welcome.getByRole('button', { name: 'Choose my favourites' }).click();
    const choose = page.getByRole('dialog', { name: 'Your favourite categories' });
    const boxes = choose.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    await boxes.first().check();
    await choose.getByRole('button', { name: 'Save' }).click();
    await expect(choose.getByRole('status')).toHaveText('Saved. Start with your categories:');
    await expect(choose.getByRole('link')).toHaveCount(1);
    await expect(choose.getByRole('link').first()).toHaveAttribute('href', /^\/en\/categories\/[a-z0-9-]+\/$/);
  });
});
