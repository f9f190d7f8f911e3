import { expect, test } from '@playwright/test';
import { open, overlay, signUpFromHeader } from './overlay-helpers';

/**
 * §2/§3 contests as a new guest meets them. Assumes the seed: one active video contest (fsk 16,
 * 12 entries, window three Berlin days back to four ahead), a next one, and past contests with
 * winners. A fresh guest is signed up, so the journey starts with 0 of 5 votes on every run.
 */
test.describe('contests', () => {
  test('a visitor sees the contests and is asked to log in to vote', async ({ page }) => {
    await open(page, '/en/contests/');
    await expect(page.getByRole('heading', { level: 1, name: 'Contests' })).toBeVisible();
    const running = page.locator('section', { has: page.getByRole('heading', { name: 'Running contests' }) });
    await running.getByTestId('contest-tile').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('contest-state')).toContainText('Voting open');
    await page.getByRole('button', { name: /^Log in to vote/ }).first().click();
    await expect(overlay(page)).toBeVisible();
  });

  test('a guest votes up to the limit, sees the limit box, takes a vote back and votes again', async ({ page }) => {
    await signUpFromHeader(page);
    await open(page, '/en/contests/');
    const running = page.locator('section', { has: page.getByRole('heading', { name: 'Running contests' }) });
    await running.getByTestId('contest-tile').first().getByRole('heading').getByRole('link').click();
    await page.waitForLoadState('networkidle');
    const used = page.getByTestId('contest-votes-used');
    await expect(used).toHaveText('0 of 5 votes used');

    for (let vote = 1; vote <= 5; vote++) {
      await page.getByRole('button', { name: /^Vote:/ }).first().click();
      await expect(used).toHaveText(`${vote} of 5 votes used`);
      const box = page.getByRole('dialog');
      if (vote < 5) {
        await expect(box.getByRole('heading', { name: 'Thanks for your vote!' })).toBeVisible();
        await box.getByRole('button', { name: 'Close' }).click();
      } else {
        await expect(box.getByRole('heading', { name: 'All 5 votes used' })).toBeVisible();
        await box.getByRole('button', { name: 'Close' }).click();
      }
      await expect(box).toHaveCount(0);
    }

    // A sixth vote is refused: the limit box again, the count stays.
    await page.getByRole('button', { name: /^Vote:/ }).first().click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'All 5 votes used' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(used).toHaveText('5 of 5 votes used');

    await page.getByRole('button', { name: /^Take back vote:/ }).first().click();
    await expect(used).toHaveText('4 of 5 votes used');
    await page.getByRole('button', { name: /^Vote:/ }).last().click();
    await expect(used).toHaveText('5 of 5 votes used');
    // The fifth vote again: the limit box says so.
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'All 5 votes used' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('navigation', { name: 'Contest views' }).getByRole('link', { name: 'My votes' }).click();
    await expect(page.getByRole('button', { name: /^Take back vote:/ })).toHaveCount(5);
  });

  test('past contests list their winners, by kind', async ({ page }) => {
    await open(page, '/en/contests/past/');
    await expect(page.getByTestId('contest-tile').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Winners' }).first()).toContainText('Place 1');
    await page.getByRole('link', { name: 'Photo contests' }).click();
    await expect(page.getByTestId('contest-tile').first()).toContainText('Photo contest');
  });
});
