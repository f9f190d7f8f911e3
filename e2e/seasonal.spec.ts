import { expect, test } from '@playwright/test';
import { open, signUpFromHeader } from './overlay-helpers';

/**
 * §3 seasonal events on test days (?qmday=, honoured on every non-production server). Assumes the
 * seed's calendar (lib/server/events/event-calendar.ts): the Easter hunt of the current year runs
 * from Easter Sunday − 7 to Easter Monday with eggs on four of its ten pages each day, the first
 * reward at 3 eggs (a free spin); the advent calendar runs 1–24 December, door 5 holds coins.
 */

/** Easter Sunday of a year (the anonymous Gregorian algorithm, as the server computes it). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()));
/** An internal page key of the route table (/new-videos) as its English path (en slugs equal the keys). */
const englishPath = (key: string) => (key === '/' ? '/en/' : `/en${key}/`);

test.describe('seasonal events', () => {
  test('a guest collects Easter eggs up to a reward and redeems it once', async ({ page }) => {
    const qmday = easterSunday(year);
    await signUpFromHeader(page);
    // The page asks which eggs the server hid for this guest today; the journey follows that answer
    // instead of probing all ten pages (which pages hold eggs changes with the day and the guest).
    const eggsCall = page.waitForResponse((response) => response.url().includes('/specialEvents/easter/eggs'));
    await open(page, `/en/?qmday=${qmday}`);
    const { data } = (await (await eggsCall).json()) as { data: { eggs: { page: string }[] } };
    const pages = data.eggs.map((egg) => egg.page);
    expect(pages).toHaveLength(4);

    let collected = 0;
    for (const key of pages.slice(0, 3)) {
      await open(page, `${englishPath(key)}?qmday=${qmday}`);
      // Placed after hydration; the bounce (three times, motion-safe) settles before Playwright clicks.
      await page.getByRole('button', { name: 'Easter egg: collect it' }).click();
      collected += 1;
      await expect(page.getByRole('status').filter({ hasText: 'Egg collected!' })).toHaveText(new RegExp(`${collected} found`));
    }

    await open(page, `/en/magazine/easter/?qmday=${qmday}`);
    await expect(page.getByTestId('collected-eggs')).toHaveText('Eggs found: 3 of 10');
    const entry = page.getByTestId('reward-entry');
    await expect(entry).toHaveCount(1);
    await entry.getByRole('button', { name: 'Redeem' }).click();
    await expect(entry.getByText('Redeemed')).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Redeem' })).toHaveCount(0);
  });

  test('a guest opens the advent door of the day; a second open is refused', async ({ page, context }) => {
    const qmday = `${year}-12-05`;
    await signUpFromHeader(page);
    const second = await context.newPage();
    await open(second, `/en/magazine/advent-calendar/?qmday=${qmday}`);
    await expect(second.getByRole('button', { name: 'Open door 5' })).toBeEnabled();

    await open(page, `/en/magazine/advent-calendar/?qmday=${qmday}`);
    await expect(page.getByRole('button', { name: 'Door 6: opens later' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Door 4: missed' })).toBeDisabled();
    await page.getByRole('button', { name: 'Open door 5' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Behind door 5' })).toHaveText('Behind door 5: 1 coin');
    await expect(page.getByRole('button', { name: 'Door 5: opened' })).toBeDisabled();

    // The tab opened before still offers the door; the server refuses the second open.
    await second.getByRole('button', { name: 'Open door 5' }).click();
    await expect(second.getByRole('main').getByRole('alert')).toHaveText('You have already taken this.');
    await second.close();
  });
});
