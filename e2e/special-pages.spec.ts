import { expect, test } from '@playwright/test';
import { frame, open, signUpFromHeader } from './overlay-helpers';

/**
 * §2 special events cum on and VR porn, and the newsletter unsubscribe page. Assumes the seed's
 * calendar (lib/server/events/event-calendar.ts): cum on runs 9–15 February with landingCategory
 * 'couples', VR porn 1–14 September with the §3 newsletter type 2048; test days are allowed (any
 * non-production server).
 */
const year = new Date().getFullYear();

test.describe('special event pages', () => {
  test('cum on, on a live day, shows the newest videos of its category and links to it', async ({ page, request }) => {
    const response = await request.post('/graphql?language=en', {
      data: { query: '{ models(first: 100, order: rank, filter: { categorySlug: "couples" }) { items { slug } } }' },
    });
    const { data } = (await response.json()) as { data: { models: { items: { slug: string }[] } } };
    const couples = new Set(data.models.items.map((model) => model.slug));
    expect(couples.size).toBeGreaterThan(0);

    await open(page, `/en/magazine/cum-on/?qmday=${year}-02-12`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cum on' })).toBeVisible();
    await expect(page.getByTestId('event-state')).toHaveAttribute('data-state', 'live');
    const videos = page.getByTestId('event-videos');
    await expect(videos.getByRole('heading', { level: 2, name: 'Newest videos: Couples' })).toBeVisible();
    const performerLinks = videos.locator('a[href^="/en/amateur/"]:not([href*="/video/"])');
    await expect(performerLinks.first()).toBeVisible();
    for (const href of await performerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(couples.has(href.split('/')[3] ?? '')).toBe(true);
    }
    await expect(videos.getByRole('link', { name: 'All performers: Couples' })).toHaveAttribute('href', '/en/categories/couples/');
  });

  test('vr porn: a new guest subscribes; the unsubscribe page shows it on, then off after unsubscribing and a reload', async ({ page }) => {
    await signUpFromHeader(page);
    await open(page, `/en/magazine/vr-porn/?qmday=${year}-09-05`);
    await expect(page.getByTestId('event-state')).toHaveAttribute('data-state', 'live');
    await page.getByRole('button', { name: 'Subscribe to the VR newsletter' }).click();
    await expect(page.getByTestId('vr-newsletter-subscribed')).toBeVisible();
    // §2 the VR weeks thank a subscriber with the event's reward, granted at once.
    await expect(page.getByTestId('vr-newsletter-reward')).toHaveText('Thank you! 1 video voucher is waiting in your benefits.');

    await open(page, '/en/newsletter/unsubscribe/');
    const vr = page.getByRole('switch', { name: 'VR porn' });
    await expect(vr).toHaveAttribute('aria-checked', 'true');
    await vr.click();
    await expect(vr).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('switch', { name: 'VR porn' })).toHaveAttribute('aria-checked', 'false');
  });

  test('outside its window vr porn offers no subscribe box', async ({ page }) => {
    await open(page, `/en/magazine/vr-porn/?qmday=${year}-08-01`);
    await expect(page.getByTestId('event-state')).toHaveAttribute('data-state', 'upcoming');
    await expect(page.getByRole('button', { name: 'Subscribe to the VR newsletter' })).toHaveCount(0);
  });

  test('a visitor on the unsubscribe page gets the login door', async ({ page }) => {
    await open(page, '/en/newsletter/unsubscribe/');
    const main = page.getByRole('main');
    await expect(main.getByText('Log in to manage your newsletters.')).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect(frame(page).getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });
});
