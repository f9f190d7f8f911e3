import { type APIRequestContext, expect, test } from '@playwright/test';
import { open } from './overlay-helpers';

/**
 * §2 VIP club and §3 contestInfo. Assumes the seed: vip30 videos released over the past two
 * years (so the 12-month history has rows with videos), and at least one contest with video
 * media that has started (its videos show a place line linking the contest).
 */

/** A video entered in a started video contest: the contests through GraphQL, their top list through REST. */
async function contestVideoPath(request: APIRequestContext): Promise<string | null> {
  for (const state of ['active', 'last'] as const) {
    const response = await request.post('/graphql?language=en', { data: { query: `{ contests(state: ${state}, kind: video, first: 10) { items { id } } }` } });
    const items = ((await response.json()) as { data?: { contests?: { items: { id: number }[] } } }).data?.contests?.items ?? [];
    for (const { id } of items) {
      const top = await request.get(`/rest/v1/contests/${id}/topList?language=en`);
      if (!top.ok()) continue;
      const list = (await top.json()) as { data?: { items?: { link: string; kind: string }[] } };
      const link = list.data?.items?.find((item) => item.kind === 'video')?.link;
      if (link) return link;
    }
  }
  return null;
}

test('a visitor sees the VIP club: benefits, this month’s VIP videos, the VIP30 history and the vip30 box', async ({ page }) => {
  // The vip30 box button acts once the page is hydrated.
  await open(page, '/en/vipclub/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'VIP videos this month' })).toBeVisible();
  await expect(main.getByText(/VIP30 videos? so far, worth/)).toBeVisible();

  const history = main.getByRole('table', { name: 'VIP30 value history' });
  await expect(history.getByRole('row')).toHaveCount(13);
  await expect(history.getByRole('cell', { name: /€/ }).first()).toBeVisible();

  await expect(main.getByText('Log in to see your bonus days.')).toBeVisible();

  await main.getByRole('button', { name: 'What VIP30 is worth' }).click();
  const box = page.getByRole('dialog', { name: 'VIP30' });
  await expect(box).toContainText('all included in the VIP membership');
  await expect(box.getByRole('button', { name: 'Become VIP' })).toBeVisible();
  await box.getByRole('button', { name: 'Close' }).click();
  await expect(box).toBeHidden();

  // A past month (a test day) shows that month's VIP videos.
  await page.goto('/en/vipclub/?qmday=2026-01-15');
  await expect(page.getByRole('main').getByText(/^January 2026: /)).toBeVisible();
});

test('a video entered in a contest shows its place, linking the contest', async ({ page, request }) => {
  const link = await contestVideoPath(request);
  // The seed always runs a video contest around today (lib/server/db/seed/contests.ts).
  expect(link, 'a video entered in a started contest').not.toBeNull();
  await page.goto(`/en${link!}`);
  const line = page.getByTestId('video-contest-info');
  await expect(line).toBeVisible();
  await expect(line).toContainText(/place in|Entered in/);
  await line.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/contests\/\d+\/$/);
});
