import { expect, type Page, test } from '@playwright/test';
import { open, signUpFromHeader } from './overlay-helpers';

/**
 * §3 "Other states": the status bars. Assumes nothing of the seed: a fresh guest signs up (its
 * address unconfirmed) and the AVS sandbox decides over its REST call (§7 avs/sandbox/decide).
 */
const bar = (page: Page) => page.getByRole('status', { name: 'Notice' });


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
