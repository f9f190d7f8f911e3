import { expect, test } from '@playwright/test';
import { frame, open, openSettings, signUpFromHeader } from './overlay-helpers';

/**
 * §3 spin wheel (/my-account/spinwheel/). Assumes the seed: the demo code SPINS3 grants three spins
 * (lib/server/db/seed/games.ts). The segment is decided by the server's random source, so the
 * journey reads the announced reward and looks for it where the benefits show it.
 */
test.describe('spin wheel', () => {
  test('without spins the button is disabled with a reason', async ({ page }) => {
    await signUpFromHeader(page);
    await open(page, '/en/my-account/spinwheel/');
    const spin = page.getByRole('button', { name: 'Spin', exact: true });
    await expect(spin).toBeDisabled();
    await expect(spin).toHaveAccessibleDescription(/You have no spins/);
  });

  test('a guest with spins spins and finds the reward in the benefits', async ({ page }) => {
    const guest = await signUpFromHeader(page);
    await openSettings(page, guest);
    const view = frame(page);
    await view.getByRole('link', { name: 'Redeem a code' }).click();
    await view.getByLabel('Code').fill('SPINS3');
    await view.getByRole('button', { name: 'Redeem' }).click();
    await expect(view.getByRole('status')).toContainText('Spins: 3');

    await open(page, '/en/my-account/spinwheel/');
    await expect(page.getByTestId('spinwheel-spins')).toHaveText('Spins: 3');
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    const result = page.getByRole('status').filter({ hasText: 'You won' });
    // The turn is one transaction (spend, draw, credit): slower on a busy machine.
    await expect(result).toBeVisible({ timeout: 15_000 });
    const kind = await result.getAttribute('data-reward');
    await expect(page.getByRole('list').filter({ hasText: 'You won' }).getByRole('listitem')).toHaveCount(1);

    await open(page, '/en/my-account/benefits/');
    const count = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
    // One spin spent; the spin segment gives it back.
    await expect(count('Wheel of fortune spins')).toHaveText(kind === 'spins' ? '3' : '2');
    if (kind === 'messengerGift') await expect(count('Messenger gifts')).toHaveText('1');
    if (kind === 'videoVoucher') await expect(page.getByRole('table').getByText('Video', { exact: true })).toBeVisible();
  });
});
