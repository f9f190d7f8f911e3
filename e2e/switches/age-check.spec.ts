import { expect, test } from '@playwright/test';
import { frame, header, newGuest, open, overlay, signUpInOverlay } from '../overlay-helpers';

/**
 * The server of these journeys runs with AVS_FORCED_MODAL=1 (playwright.config.ts, project
 * "switches"). The §6 Spanish-market age-check modal is a property of its host now and has its
 * journeys on the one app server (e2e/market-es.spec.ts).
 */
test('§4 forced AVS: a guest without age verification gets the AVS flow at once after signing up', async ({ page }) => {
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Sign up free' }).click();
  const guest = newGuest();
  await signUpInOverlay(page, guest);
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible();
  await expect(overlay(page)).toHaveAttribute('src', /\/pay\/avs\/\?/);
  await expect(frame(page).getByRole('heading', { level: 1, name: 'Age verification' })).toBeVisible();
});
