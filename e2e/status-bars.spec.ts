import { expect, type Page, test } from '@playwright/test';
import { open, signUpFromHeader } from './overlay-helpers';

/**
 * §3 "Other states": the status bars. Assumes nothing of the seed: a fresh guest signs up (its
 * address unconfirmed) and the AVS sandbox decides over its REST call (§7 avs/sandbox/decide).
 */
const bar = (page: Page) => page.getByRole('status', { name: 'Notice' });

/** The guest's access token, as the page gets it (the session cookie answers account/token). */
async function accessToken(page: Page): Promise<string> {
  const response = await page.request.post('/rest/v1/account/token/?language=en');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

test('"mail not verified" shows for a new guest, and stays closed after a reload (cookie, 1 day)', async ({ page }) => {
  await signUpFromHeader(page);
  await expect(bar(page)).toContainText('Please confirm your email address.');
  await bar(page).getByRole('button', { name: 'Close notice' }).click();
  await expect(page.getByText('Please confirm your email address.')).toHaveCount(0);
  await open(page, '/en/');
  // The next bar in line ("verify your age") may show; the mail bar does not come back.
  await expect(bar(page)).toContainText('Verify your age to see everything.');
  await expect(page.getByText('Please confirm your email address.')).toHaveCount(0);
});

test('"avs accepted" appears after the sandbox accepts, and closing it in a second tab removes it in the first', async ({ page, context }) => {
  await signUpFromHeader(page);
  const token = await accessToken(page);
  const opened = await page.request.post('/rest/v1/guest/avs/payRequest/?language=en', {
    headers: { Authorization: `Bearer ${token}` },
    data: { forwardUrl: '/en/' },
  });
  const { verificationId } = ((await opened.json()) as { data: { verificationId: string } }).data;
  const second = await context.newPage();
  await open(second, '/en/');
  const decided = await page.request.post('/rest/v1/guest/avs/sandbox/decide/?language=en', { data: { verificationId, decision: 'approve' } });
  expect(decided.ok()).toBe(true);

  const accepted = 'Your age is verified: everything is open to you now.';
  await open(page, '/en/');
  await expect(bar(page)).toContainText(accepted);
  await expect(bar(second)).toContainText(accepted);
  await bar(second).getByRole('button', { name: 'Close notice' }).click();
  // The first tab drops it through the statusBar event, without a reload.
  await expect(page.getByText(accepted)).toHaveCount(0);
  await expect(second.getByText(accepted)).toHaveCount(0);
});

test('the bar wraps at 375 px without horizontal overflow and its close button is reachable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpFromHeader(page);
  await expect(bar(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await bar(page).getByRole('button', { name: 'Close notice' }).focus();
  await expect(bar(page).getByRole('button', { name: 'Close notice' })).toBeFocused();
});
