import { expect, test } from '@playwright/test';
import { open, signUpQuickly } from './overlay-helpers';

/**
 * §3 daily bonus (/daily-deals/). Assumes the seed: the day the server seeded is a free video
 * voucher offer (lib/server/db/seed/events.ts) and its tomorrow another kind; the journey runs on
 * that day (a run that crosses Berlin midnight between seeding and this journey sees another offer).
 */
test.describe('daily bonus', () => {
  test('a guest claims today’s free offer, finds it in the benefits, and cannot claim it twice', async ({ page, context }) => {
    await signUpQuickly(page);
    // A second tab of the same guest, opened before the claim: it still offers the claim.
    const second = await context.newPage();
    await open(second, '/en/daily-deals/');
    const secondToday = second.getByRole('region', { name: 'Today' });
    await expect(secondToday.getByRole('button', { name: 'Claim for free' })).toBeEnabled();

    await open(page, '/en/daily-deals/');
    const today = page.getByRole('region', { name: 'Today' });
    await expect(today.getByTestId('daily-bonus-kind')).toHaveText('Video voucher');
    await expect(page.getByTestId('daily-bonus-countdown')).toHaveText(/^\d\d:\d\d:\d\d$/);
    await today.getByRole('button', { name: 'Claim for free' }).click();
    await expect(today.getByRole('status')).toHaveText(/in your benefits/);
    await expect(today.getByRole('button', { name: 'Taken' })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Your consumed offers' }).getByText('Video voucher', { exact: true })).toBeVisible();

    // The second claim is refused by the server.
    await secondToday.getByRole('button', { name: 'Claim for free' }).click();
    await expect(secondToday.getByRole('alert')).toHaveText('You have already taken this offer.');
    await second.close();

    await open(page, '/en/my-account/benefits/');
    await expect(page.getByRole('table').getByText('Video', { exact: true })).toBeVisible();
  });

  test('the countdown reaches Berlin midnight and tomorrow’s offer becomes today’s without a reload', async ({ page }) => {
    // The browser's clock: one minute before the server's Berlin midnight (the page tells when its day ends).
    await open(page, '/en/daily-deals/');
    const endsAt = await page.locator('[data-ends-at]').getAttribute('data-ends-at');
    expect(endsAt).toBeTruthy();
    const tomorrowKind = (await page.getByRole('region', { name: 'Tomorrow' }).getByTestId('daily-bonus-kind').textContent())?.trim();
    await page.clock.install({ time: new Date(Date.parse(endsAt!) - 60_000) });
    await open(page, '/en/daily-deals/');
    await expect(page.getByTestId('daily-bonus-countdown')).toHaveText(/^00:0[01]:\d\d$/);
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.clock.runFor(62_000);
    await expect(page.getByRole('region', { name: 'Today' }).getByTestId('daily-bonus-kind')).toHaveText(tomorrowKind!);
    expect(navigations).toBe(0);
  });
});
