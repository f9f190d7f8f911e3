import { expect, type Page, test } from '@playwright/test';
import { header, open, signUpQuickly } from './overlay-helpers';

/**
 * §3 "Other states": the status bars. Assumes nothing of the seed: a fresh guest signs up (its
 * address unconfirmed) and the AVS sandbox decides over its REST call (§7 avs/sandbox/decide).
 */
const bar = (page: Page) => page.getByRole('status', { name: 'Notice' });

/** The guest's access token, as the page gets it (the session cookie answers account/token). */
async function accessToken(page: Page): Promise<string> {
  const response = await page.request.post('/rest/v1/account/token?language=en', { headers: { 'content-type': 'application/json' }, data: {} });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

test('"mail not verified" shows for a new guest, and stays closed after a reload (cookie, 1 day)', async ({ page }) => {
  await signUpQuickly(page);
  await expect(bar(page)).toContainText('Please confirm your email address.');
  await bar(page).getByRole('button', { name: 'Close notice' }).click();
  await expect(page.getByText('Please confirm your email address.')).toHaveCount(0);
  await open(page, '/en/');
  // The next bar in line ("verify your age") may show; the mail bar does not come back.
  await expect(bar(page)).toContainText('Verify your age to see everything.');
  await expect(page.getByText('Please confirm your email address.')).toHaveCount(0);
});

test('"avs accepted" appears after the sandbox accepts, and closing it in a second tab removes it in the first', async ({ page, context }) => {
  await signUpQuickly(page);
  const token = await accessToken(page);
  const opened = await page.request.post('/rest/v1/guest/avs/payRequest?language=en', {
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { forwardUrl: '/en/' },
  });
  expect(opened.status()).toBe(200);
  const { verificationId } = ((await opened.json()) as { data: { verificationId: string } }).data;
  const second = await context.newPage();
  await open(second, '/en/');
  const decided = await page.request.post('/rest/v1/guest/avs/sandbox/decide?language=en', { headers: { 'content-type': 'application/json' }, data: { verificationId, decision: 'approve' } });
  expect(decided.ok()).toBe(true);

  const accepted = 'Your age is verified: everything is open to you now.';
  // The decision may send the first tab to the check's forwardUrl (/en/) by itself: either
  // navigation ends on /en/, so one interrupting (or aborting) the other is no failure.
  await page.goto('/en/').catch((error: Error) => {
    if (!/interrupted by another navigation|net::ERR_ABORTED/.test(error.message)) throw error;
  });
  await page.waitForLoadState('networkidle');
  await expect(bar(page)).toContainText(accepted);
  await expect(bar(second)).toContainText(accepted);
  await bar(second).getByRole('button', { name: 'Close notice' }).click();
  // The first tab drops it through the statusBar event, without a reload.
  await expect(page.getByText(accepted)).toHaveCount(0);
  await expect(second.getByText(accepted)).toHaveCount(0);
});

test('the bar wraps at 375 px without horizontal overflow and its close button is reachable by keyboard', async ({ page }) => {
  await signUpQuickly(page);
  // A phone: the same guest on a narrow screen (the header's sign-up button lives in its menu there).
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/en/');
  await expect(bar(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await bar(page).getByRole('button', { name: 'Close notice' }).focus();
  await expect(bar(page).getByRole('button', { name: 'Close notice' })).toBeFocused();
});

test('a gone video of a performer who is still here leads to her videos, where the "not found" bar says so, once', async ({ page }) => {
  await open(page, '/en/amateur/lunasky/video/999999999/');
  await expect(page).toHaveURL(/\/en\/amateur\/lunasky\/videos\/\?nf=1$/);
  await expect(bar(page)).toContainText('The page you looked for is gone; here is something similar.');
  await bar(page).getByRole('button', { name: 'Close notice' }).click();
  await expect(page.getByText('The page you looked for is gone')).toHaveCount(0);
});

test('the confirmation mail\'s link (?ec=1) greets the guest once with "your email address is confirmed"', async ({ page }) => {
  await signUpQuickly(page);
  await open(page, '/en/?ec=1');
  await expect(bar(page)).toContainText('Your email address is confirmed.');
  await bar(page).getByRole('button', { name: 'Close notice' }).click();
  await expect(page.getByText('Your email address is confirmed.')).toHaveCount(0);
});

test('the bar covers nothing: it sits at the bottom, clear of the header, and the page ends with room for it', async ({ page }) => {
  await signUpQuickly(page);
  await expect(bar(page)).toContainText('Please confirm your email address.');
  const box = await bar(page).boundingBox();
  const viewport = page.viewportSize();
  // At the bottom of the viewport (on the incentive bar, when one is shown).
  expect(box && viewport && box.y > viewport.height / 2 && Math.round(box.y + box.height) <= viewport.height).toBe(true);
  // The header's buttons are free to press (the bar was once under the header and took their clicks).
  await expect(header(page).getByRole('link', { name: /^Your account: / })).toBeVisible();
  await header(page).getByRole('link', { name: /^Your account: / }).click({ trial: true });
  // The page ends with room of the bar's height after the footer: scrolled to the end, the footer's last line is above the bar.
  const room = await page.evaluate(() => {
    const footer = document.querySelector('footer')?.getBoundingClientRect().bottom ?? 0;
    return document.documentElement.scrollHeight - (footer + window.scrollY);
  });
  expect(room).toBeGreaterThanOrEqual(Math.floor(box?.height ?? Number.POSITIVE_INFINITY));
});
