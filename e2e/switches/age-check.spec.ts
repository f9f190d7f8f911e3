import { expect, test } from '@playwright/test';
import { frame, header, newGuest, open, overlay, signUpInOverlay } from '../overlay-helpers';

/**
 * The server of these journeys runs with AVS_FORCED_MODAL=1, ES_AVS_MODAL=1 and a special-market
 * home (playwright.config.ts, project "switches").
 */
test('§6 the Spanish-market age-check modal: shown once without the forced-avs cookie, "later" remembers the answer', async ({ page, context }) => {
  await open(page, '/es/');
  const dialog = page.getByRole('dialog', { name: 'Verificación de edad' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Verificar edad ahora' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Más tarde' }).click();
  await expect(dialog).toBeHidden();
  // The answer is remembered in the forced-avs cookie (set as the dialog closes).
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'fa')?.value).toBeTruthy();
  await open(page, '/es/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('§6 the age-check modal leads a visitor to log in or sign up first', async ({ page }) => {
  await open(page, '/es/');
  await page.getByRole('dialog').getByRole('button', { name: 'Verificar edad ahora' }).click();
  await expect(overlay(page)).toHaveAttribute('src', /\/pay\/(login|signup)\/\?/);
});

test('§4 forced AVS: a guest without age verification gets the AVS flow at once after signing up', async ({ page, context }) => {
  await context.addCookies([{ name: 'fa', value: '1', domain: 'localhost', path: '/' }]);
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Sign up free' }).click();
  const guest = newGuest();
  await signUpInOverlay(page, guest);
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible();
  await expect(overlay(page)).toHaveAttribute('src', /\/pay\/avs\/\?/);
  await expect(frame(page).getByRole('heading', { level: 1, name: 'Age verification' })).toBeVisible();
});
