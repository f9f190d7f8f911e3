import { expect, test } from '@playwright/test';
import { open } from './overlay-helpers';

/**
 * "fsk 18 pictures, previews and streams are not served to guests without accepted age
 * verification — the server refuses, the page shows a blurred preview and the AVS call to action".
 */
type VideoItem = { id: number; title: string; link: string; ageRating: number };

test('a visitor sees the stills of an fsk-18 video locked with the age check, and the server refuses a still URL', async ({ page, request }) => {
  const response = await request.post('/graphql?language=en', { data: { query: '{ videos(first: 100, order: newest) { items { id title link ageRating } } }' } });
  const { data } = (await response.json()) as { data: { videos: { items: VideoItem[] } } };
  const video = data.videos.items.find((item) => item.ageRating === 18);
  if (!video) throw new Error('the small seed has a released fsk-18 video');

  await open(page, new URL(video.link, 'http://x').pathname);
  const stills = page.getByRole('group', { name: 'Preview stills' });
  await expect(stills.getByRole('img', { name: '18+ – stills for age-verified guests only' })).toBeVisible();
  await expect(stills.getByRole('button', { name: 'Log in to verify your age' })).toBeVisible();
  await expect(page.locator('img[src^="/media/still/"]')).toHaveCount(0);

  const still = await request.get(`/media/still/${video.id}-0-w320.webp`);
  expect(still.status()).toBe(403);
  expect(await still.json()).toMatchObject({ success: false, error: { code: 'AGE_VERIFICATION_REQUIRED' } });
});
