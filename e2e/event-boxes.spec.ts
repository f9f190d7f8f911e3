import { expect, type Page, test } from '@playwright/test';
import { open, signUpFromHeader } from './overlay-helpers';

/**
 * The §2 event boxes. Assumes the seed: today's daily bonus offer is a free video voucher for
 * everyone (lib/server/db/seed/events.ts), offers exist from 45 days back only, the demo performer
 * (the first) runs a gift calendar from 3 days before the seed's day for a month
 * (lib/server/db/seed/activity.ts) and the activity event runs 4–31 May; test days are allowed.
 * The boxes that open by themselves wait for the page after a sign-up (that page is the flow's).
 */
const year = new Date().getFullYear();
const DAY_MS = 86_400_000;
const tagReward = (page: Page) => page.locator('[data-box^="tag-reward"]');
const fiveDays = (page: Page) => page.locator('[data-box="five-days-bonus"]');

/** Today in Berlin (YYYY-MM-DD): the day the seed's calendars are laid around. */
const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * A new guest is offered the free chat first (the conversion-chat box, once per browser session,
 * in the same corner): declining it leaves the corner to the event boxes (one box at a time).
 */
async function declineChatOffer(page: Page): Promise<void> {
  const offer = page.getByRole('region', { name: '3 free minutes of live chat' });
  await offer.getByRole('button', { name: 'No thanks' }).click();
  await expect(offer).toHaveCount(0);
}

test.describe('event boxes', () => {
  test('a new guest gets the basic tag-reward box on her next page and claims today’s offer', async ({ page }) => {
    await signUpFromHeader(page);
    await declineChatOffer(page);
    await open(page, '/en/new-girls/');
    const box = tagReward(page);
    await expect(box).toHaveAttribute('data-box', 'tag-reward-basic');
    await expect(box.getByRole('heading', { name: 'Your daily reward' })).toBeVisible();
    await expect(box.getByTestId('tag-reward-offer')).toContainText('Video voucher');
    await box.getByRole('button', { name: 'Claim' }).click();
    await expect(box.getByRole('status')).toHaveText('Done – it is in your benefits.');

    // Once a day: the next page opens the streak's box instead (one box per page view).
    await open(page, '/en/');
    await expect(fiveDays(page)).toBeVisible();
    await expect(tagReward(page)).toHaveCount(0);
  });

  test('the five-days-bonus box counts five test days in a row and gives its spins once', async ({ page }) => {
    // Days without a daily bonus offer (more than 45 days back), so the streak's box is the one that opens.
    const first = Date.now() - 120 * DAY_MS;
    const days = [0, 1, 2, 3, 4].map((i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10));
    await signUpFromHeader(page);
    await declineChatOffer(page);
    for (const [index, qmday] of days.slice(0, 4).entries()) {
      await open(page, `/en/?qmday=${qmday}`);
      await expect(fiveDays(page).getByRole('status')).toHaveText(`${index + 1} of 5 days`);
    }
    await open(page, `/en/?qmday=${days[4]}`);
    const box = fiveDays(page);
    await expect(box.locator('[data-state="done"]')).toHaveCount(4);
    await box.getByRole('button', { name: 'Get 3 spins' }).click();
    await expect(box.getByText('3 spins are yours. Good luck at the wheel!')).toBeVisible();
    await expect(box.getByRole('link', { name: 'To the spin wheel' })).toBeVisible();

    // The same day again (the browser forgets it saw the box): claimed, nothing left to claim.
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('eventBoxes.')).forEach((key) => localStorage.removeItem(key)));
    await open(page, `/en/?qmday=${days[4]}`);
    await expect(fiveDays(page).getByRole('link', { name: 'To the spin wheel' })).toBeVisible();
    await expect(fiveDays(page).getByRole('button', { name: 'Get 3 spins' })).toHaveCount(0);
  });

  test('a performer’s gift calendar box on her test day: the days, today’s gift, one claim', async ({ page }) => {
    // The demo performer is the seed's first: her calendar runs from 3 days before its day for a month.
    await signUpFromHeader(page);
    await open(page, `/en/amateur/lunasky/?qmday=${berlinToday()}`);
    await page.getByTestId('gift-calendar-open').click();
    const box = page.getByRole('dialog', { name: "LunaSky's gift calendar" });
    await expect(box.getByTestId('gift-calendar-days').locator('[data-state="current"]')).toHaveCount(1);
    await expect(box.getByTestId('gift-calendar-days').locator('[data-state="past"]')).toHaveCount(3);
    await expect(box.getByTestId('gift-of-day')).toHaveText(/^Today's gift: /);
    await box.getByRole('button', { name: "Take today's gift" }).click();
    await expect(box.getByRole('status')).toHaveText('The gift is yours: you find it in your benefits.');
    await box.getByRole('button', { name: 'Close' }).click();

    await page.getByTestId('gift-calendar-open').click();
    await expect(page.getByRole('dialog').getByText('Taken today – come back tomorrow for the next gift.')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: "Take today's gift" })).toHaveCount(0);
  });

  test('a visitor meets the login door in the gift calendar box; a performer without a live calendar has no button', async ({ page }) => {
    await open(page, `/en/amateur/lunasky/?qmday=${new Date(Date.now() - 200 * DAY_MS).toISOString().slice(0, 10)}`);
    await expect(page.getByTestId('gift-calendar-open')).toHaveCount(0);
    await open(page, `/en/amateur/lunasky/?qmday=${berlinToday()}`);
    await page.getByTestId('gift-calendar-open').click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Log in to take her gift' })).toBeVisible();
  });

  test('the yearly calendar box lists the year’s events by month and links them', async ({ page }) => {
    const qmday = `${year}-05-10`;
    await open(page, `/en/magazine/activity/?qmday=${qmday}`);
    await page.getByTestId('yearly-calendar-open').click();
    const box = page.getByRole('dialog', { name: `The events of ${year}` });
    await expect(box).toHaveAttribute('data-box', 'yearly-calendar');
    const live = box.locator('li[data-state="live"]').filter({ hasText: 'Activity event' });
    await expect(live.getByText('live now')).toBeVisible();
    await live.getByRole('link', { name: 'Activity event' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/magazine/activity/\\?qmday=${qmday}$`));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the yearly calendar opens as the phone’s sheet', async ({ page }) => {
      await open(page, `/en/magazine/activity/?qmday=${year}-05-10`);
      await page.getByTestId('yearly-calendar-open').click();
      await expect(page.getByRole('dialog', { name: `The events of ${year}` })).toHaveAttribute('data-box', 'yearly-calendar-mobile');
    });
  });
});
