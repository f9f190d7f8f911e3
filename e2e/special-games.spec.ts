import { expect, type Page, test } from '@playwright/test';
import { frame, open, signUpFromHeader } from './overlay-helpers';

/**
 * §2/§3 special-event games on test days (?qmday=, honoured on every non-production server).
 * Assumes the seed's calendar (lib/server/events/event-calendar.ts) for the current Berlin year:
 * the slot machine runs 20 November – 3 December with 3 attempts a day, on its sixth day
 * (25 November) each attempt earns 30 points; the Oktoberfest shooting runs 19 September –
 * 4 October with 3 attempts a day. What an attempt wins is the server's random source: the
 * journey reads the announced outcome and checks that the page agrees with it after a reload.
 */
const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()));
const SLOT_LIVE = `${year}-11-25`;
const SLOT_POINTS_PER_ATTEMPT = 30;
const SLOT_UPCOMING = `${year}-06-01`;
const SHOOTING_LIVE = `${year}-09-25`;

const main = (page: Page) => page.getByRole('main');

test.describe('special-event games', () => {
  test('a visitor sees the live slot machine and the door to log in', async ({ page }) => {
    await open(page, `/en/magazine/slotmachine/?qmday=${SLOT_LIVE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Slot machine' })).toBeVisible();
    await expect(page.getByTestId('event-state')).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('game-daily-attempts')).toHaveText('3 attempts a day');
    await expect(main(page).getByText('Log in to play and win prizes.')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Spin the reels' })).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Log in' }).click();
    await expect(frame(page).getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
  });

  test('a new guest spins until no attempt is left; points and prizes are the server’s', async ({ page }) => {
    await signUpFromHeader(page);
    await open(page, `/en/magazine/slotmachine/?qmday=${SLOT_LIVE}`);
    const left = page.getByTestId('game-attempts-left');
    const points = page.getByTestId('game-points');
    const result = page.getByTestId('game-result');
    const spin = main(page).getByRole('button', { name: 'Spin the reels' });
    await expect(left).toHaveText('Attempts left today: 3');
    await expect(points).toHaveText('Your points: 0');

    let wins = 0;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await spin.click();
      // An attempt is one transaction (count, draw, credit): slower on a busy machine.
      await expect(left).toHaveText(`Attempts left today: ${3 - attempt}`, { timeout: 15_000 });
      await expect(points).toHaveText(`Your points: ${attempt * SLOT_POINTS_PER_ATTEMPT}`);
      await expect(result).toHaveAttribute('data-won', /^(true|false)$/);
      const won = (await result.getAttribute('data-won')) === 'true';
      await expect(result).toHaveText(won ? /^Three of a kind! You won: .+/ : 'No three of a kind this time.');
      const reels = ((await page.getByTestId('slot-reels').getAttribute('data-reels')) ?? '').split(',');
      expect(reels).toHaveLength(3);
      // Three equal symbols exactly when the server credited a prize.
      expect(new Set(reels).size === 1).toBe(won);
      if (won) wins += 1;
    }
    await expect(spin).toBeDisabled();
    await expect(page.getByTestId('game-limit')).toHaveText("You have used all of today's attempts. Come back tomorrow!");

    // After a reload everything shown comes from the server's guest info.
    await open(page, `/en/magazine/slotmachine/?qmday=${SLOT_LIVE}`);
    await expect(left).toHaveText('Attempts left today: 0');
    await expect(points).toHaveText(`Your points: ${3 * SLOT_POINTS_PER_ATTEMPT}`);
    await expect(page.getByTestId('game-limit')).toBeVisible();
    await expect(page.getByTestId('game-prizes-won').getByRole('listitem')).toHaveCount(wins);
  });

  test('before its window the slot machine says when it starts and offers no play', async ({ page }) => {
    await open(page, `/en/magazine/slotmachine/?qmday=${SLOT_UPCOMING}`);
    await expect(page.getByTestId('event-state')).toHaveAttribute('data-state', 'upcoming');
    await expect(page.getByTestId('event-state')).toContainText(`Starts on November 20, ${year}`);
    await expect(main(page).getByRole('button', { name: 'Spin the reels' })).toHaveCount(0);
    await expect(main(page).getByText('Log in to play and win prizes.')).toHaveCount(0);
  });

  test('on its live day the Oktoberfest shooting offers targets; a shot is one attempt', async ({ page }) => {
    await signUpFromHeader(page);
    await open(page, `/en/magazine/oktoberfest-shooting/?qmday=${SHOOTING_LIVE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Oktoberfest shooting' })).toBeVisible();
    await expect(page.getByTestId('event-state')).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('game-attempts-left')).toHaveText('Attempts left today: 3');
    await expect(main(page).getByRole('button', { name: /^Shoot at target \d$/ })).toHaveCount(3);
    await main(page).getByRole('button', { name: 'Shoot at target 2' }).click();
    await expect(page.getByTestId('game-attempts-left')).toHaveText('Attempts left today: 2', { timeout: 15_000 });
    await expect(page.getByTestId('game-result')).toHaveText(/^(Hit! You won: .+|Missed\. No prize this time\.)$/);
  });
});
