import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { frame, open, overlay, signUpFromHeader, topUp } from './overlay-helpers';
import { appOrigin } from './origins';

/**
 * The media centre journey (§2 TV series, mediathek videos, the media library): a visitor opens
 * the series overview, a series, its videos sorted by longest and a premium episode, and is asked
 * to log in; a guest without TV is offered the subscription, buys it in the overlay and the same
 * page plays the episode without a reload; the guest keeps it and finds it in the personal area's
 * pinned videos; the header search finds a series by a misspelled title.
 * Seed assumptions (lib/server/db/seed/tv-mediathek*.ts): the series "Kitchen Stories"
 * (key kitchen-stories) has at least one premium episode rated under 18 and fewer episodes than a
 * page (24); the pay sandbox card 4242… tops up; the TV subscription costs 4,99 €.
 */

const SERIES = { key: 'kitchen-stories', title: 'Kitchen Stories' };

type Episode = { id: number; title: string; premium: boolean; fsk: number; duration: number };

/** A premium episode of the series that needs no age verification (fsk under 18), through the §7 tv area. */
async function premiumEpisode(request: APIRequestContext): Promise<Episode> {
  const response = await request.get(`/rest/v1/tv/format/${SERIES.key}/?language=en&sort=longest&limit=100`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { episodes: { items: Episode[] } } };
  const episode = body.data.episodes.items.find((item) => item.premium && item.fsk < 18);
  if (!episode) throw new Error(`the seed has a premium episode under 18 in ${SERIES.key}`);
  return episode;
}

const episodePath = (episode: Episode) => `/en/tv/mediathek/${SERIES.key}/${episode.id}/`;
const seconds = (text: string) => text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

/** The player started by itself once the subscription arrived; where the browser held it back, the guest presses Play. */
async function expectPlaying(page: Page, title: string) {
  const player = page.getByRole('region', { name: `Video player: ${title}` });
  await expect(player).toBeVisible({ timeout: 15_000 });
  const video = player.locator('video');
  await expect(video).toHaveAttribute('src', /\/media\/tv-episode\/\d+\.mp4\?g=\d+&exp=\d+&sig=/);
  const play = player.getByRole('button', { name: 'Play', exact: true }).first();
  await expect
    .poll(
      async () => {
        if (await play.isVisible()) await play.click().catch(() => {});
        return video.evaluate((element: HTMLVideoElement) => element.currentTime);
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0.2);
}

test.beforeEach(async ({ context }) => {
  // A guest who already chose cookies: the consent banner covers nothing.
  await context.addCookies([{ name: 'cc', value: 'f0a0', url: appOrigin }]);
});

test('a visitor browses the series, sorts its videos by length, opens a premium episode and is asked to log in', async ({ page, request }) => {
  const episode = await premiumEpisode(request);
  await open(page, '/en/tv/media/series/');
  await expect(page.getByRole('heading', { level: 1, name: 'All TV series' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: SERIES.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/tv/mediathek/${SERIES.key}/$`));
  await expect(page.getByRole('heading', { level: 1, name: SERIES.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Newest episodes' }).getByTestId('mediathek-episode').first()).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'All videos' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/tv/mediathek/${SERIES.key}/videos/$`));
  await expect(page.getByRole('heading', { level: 1, name: `All videos of ${SERIES.title}` })).toBeVisible();
  await page.getByRole('navigation', { name: 'Sort episodes' }).getByRole('link', { name: 'Longest' }).click();
  await expect(page).toHaveURL(/\?sort=longest$/);
  await expect(page.getByRole('navigation', { name: 'Sort episodes' }).getByRole('link', { name: 'Longest' })).toHaveAttribute('aria-current', 'true');
  const durations = (await page.getByTestId('mediathek-duration').allInnerTexts()).map(seconds);
  expect(durations.length).toBeGreaterThan(1);
  expect(durations).toEqual([...durations].sort((a, b) => b - a));

  await page.getByRole('main').getByRole('link', { name: episode.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/tv/mediathek/${SERIES.key}/${episode.id}/$`));
  await expect(page.getByRole('heading', { level: 1, name: episode.title })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: SERIES.title, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in to watch' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'You may also like' }).getByTestId('mediathek-episode')).toHaveCount(5);
  await page.getByRole('main').getByRole('button', { name: 'Log in to watch' }).click();
  await expect(overlay(page)).toBeVisible();
});

test('a guest without TV is offered the subscription, buys it in the overlay, plays the episode without a reload and keeps it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const episode = await premiumEpisode(request);
  // Asked directly, the episode's stream is refused to a visitor: no URL, an offer instead.
  const asVisitor = (await (await request.get(`/rest/v1/tv/video/${episode.id}/?language=en`)).json()) as { data: { stream: unknown; access: string } };
  expect(asVisitor.data).toMatchObject({ stream: null, access: 'login' });

  await signUpFromHeader(page);
  await topUp(page, '10 €');
  await open(page, episodePath(episode));
  await expect(page.getByRole('heading', { level: 1, name: episode.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Watch with the TV subscription' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Video player: ${episode.title}` })).toHaveCount(0);

  // A marker a reload would wipe.
  await page.evaluate(() => ((window as unknown as { tvMarker: string }).tvMarker = 'kept'));
  await page.getByRole('main').getByRole('button', { name: 'Subscribe to TV' }).click();
  const view = frame(page);
  await view.getByRole('button', { name: 'Subscribe, paid from my balance' }).click();
  await expect(view.locator('main').getByRole('status')).toContainText('Subscribed for 4,99 €.');
  await view.getByRole('button', { name: 'Continue' }).click();
  await expect(overlay(page)).toHaveCount(0);

  await expectPlaying(page, episode.title);
  await expect(page.getByRole('heading', { name: 'Watch with the TV subscription' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { tvMarker?: string }).tvMarker)).toBe('kept');

  const keep = page.getByRole('main').getByRole('button', { name: 'Keep in my media library' });
  await expect(keep).toHaveAttribute('aria-pressed', 'false');
  await keep.click();
  await expect(keep).toHaveAttribute('aria-pressed', 'true');

  await open(page, '/en/my-account/mediathek/');
  await page.getByRole('tab', { name: 'Pinned' }).click();
  await expect(page.getByRole('tabpanel').getByText(episode.title, { exact: true })).toBeVisible();
});

test('the header search finds a series by a misspelled title', async ({ page }) => {
  await open(page, '/en/tv/media/series/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.fill('Kitchn Storis');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\/videos\/[^/]+\/$/);
  const hit = page.getByRole('region', { name: 'Media library' }).getByRole('link', { name: SERIES.title, exact: true });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/en/tv/mediathek/${SERIES.key}/$`));
  await expect(page.getByRole('heading', { level: 1, name: SERIES.title })).toBeVisible();
});

test('an unknown series, episode or post, and an episode under another series, are the localized 404', async ({ page, request }) => {
  const episode = await premiumEpisode(request);
  for (const path of ['/de/tv/mediathek/keine-serie/', '/de/tv/mediathek/keine-serie/videos/', `/de/tv/mediathek/${SERIES.key}/999999999/`, `/de/tv/mediathek/night-shift/${episode.id}/`, '/de/tv/beitraege/kein-beitrag/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  }
  // An unknown sort is the default sort, not an error.
  expect((await page.goto(`/de/tv/mediathek/${SERIES.key}/videos/?sort=cheapest`))?.status()).toBe(200);
});
