import { type APIRequestContext, expect, test } from '@playwright/test';
import { open, signUpFromHeader } from './overlay-helpers';

/**
 * §2 fifteen-minutes-preview: a newsletter's link opens the box for a paid video; a new guest
 * (who owns nothing) starts the free quarter of an hour and the video plays in the
 * video-with-player box; the same video's preview is not given twice. Assumes the small seed has
 * a paid, non-VIP 16+ video among the newest 100.
 */
type VideoItem = { id: number; title: string; ageRating: number; free: boolean; vip: boolean };

async function paidVideo(request: APIRequestContext): Promise<VideoItem> {
  const response = await request.post('/graphql?language=en', { data: { query: '{ videos(first: 100, order: newest) { items { id title ageRating free vip } } }' } });
  const { videos } = ((await response.json()) as { data: { videos: { items: VideoItem[] } } }).data;
  const video = videos.items.find((item) => !item.free && !item.vip && item.ageRating === 16);
  if (!video) throw new Error('the small seed has a paid 16+ video among the newest 100');
  return video;
}

test('a new guest watches 15 minutes of a paid video free, once', async ({ page }) => {
  await signUpFromHeader(page);
  const video = await paidVideo(page.request);

  await open(page, `/en/?box=fifteenMinutesPreview&videoId=${video.id}`);
  const offer = page.getByRole('dialog', { name: '15 minutes free' });
  await offer.getByRole('button', { name: 'Watch 15 minutes free' }).click();
  // The stream is open to this guest now (access 'preview'): the video-with-player box plays it.
  const player = page.locator('[data-box="video-with-player"]');
  await expect(player.locator('video')).toHaveAttribute('src', new RegExp(`/media/stream/${video.id}\\.mp4\\?`));
  await expect(page.locator('[data-box="fifteen-minutes-preview"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(player).toHaveCount(0);

  // Again for the same video: the running preview is answered (once per guest per video, within its 15 minutes).
  await open(page, `/en/?box=fifteenMinutesPreview&videoId=${video.id}`);
  await page.getByRole('dialog', { name: '15 minutes free' }).getByRole('button', { name: 'Watch 15 minutes free' }).click();
  await expect(page.locator('[data-box="video-with-player"]').locator('video')).toBeVisible();
});
