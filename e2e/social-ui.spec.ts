import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { header, logInInOverlay, newGuest, open, overlay, signUpInOverlay } from './overlay-helpers';

/**
 * Social UI (§3, §4, §7): the enlarged picture of an album with its like and heart, the
 * sedcard rating, the tag suggestion, the album's heart, and one like count on the video page.
 * Not logged in, every rating, pin and suggestion goes through the login door first and then
 * happens (§3 onLoginAction).
 */
type GalleryItem = { id: number; title: string; link: string; ageRating: number; pictureCount: number; model: { name: string; slug: string } };

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/graphql?language=en', { data: { query } });
  return ((await response.json()) as { data: T }).data;
}

/** A 16+ album with a few pictures: its first pictures are open to everyone (previews or free). */
async function anAlbum(request: APIRequestContext): Promise<GalleryItem> {
  const { galleries } = await graphql<{ galleries: { items: GalleryItem[] } }>(
    request,
    '{ galleries(first: 50) { items { id title link ageRating pictureCount model { name slug } } } }',
  );
  const album = galleries.items.find((item) => item.ageRating === 16 && item.pictureCount >= 4);
  if (!album) throw new Error('the small seed has a 16+ album with at least four pictures');
  return album;
}

const path = (link: string) => new URL(link, 'http://x').pathname;
const enlarge = (page: Page, number: number) => page.getByRole('main').getByRole('button', { name: `Enlarge picture ${number}`, exact: true });
const pictureView = (page: Page, number: number) => page.getByRole('dialog', { name: new RegExp(`^Picture ${number} of \\d+$`) });

test('a visitor likes an enlarged picture: sign-up first, then the like; the picture and the album are pinned and stay pinned after a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  const album = await anAlbum(request);
  await open(page, path(album.link));

  // The enlarged view: arrow keys step through the pictures.
  await enlarge(page, 1).click();
  await expect(pictureView(page, 1)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(pictureView(page, 2)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  const view = pictureView(page, 1);
  await expect(view).toBeVisible();

  // A visitor's like: the view makes way for the sign-up door, then comes back with the like done.
  await view.getByRole('group', { name: 'Rate this picture' }).getByRole('button', { name: 'Like', exact: true }).click();
  await expect(overlay(page)).toBeVisible();
  await signUpInOverlay(page, newGuest());
  const back = pictureView(page, 1);
  await expect(back.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('onLoginAction'))).toBeNull();

  // The picture's heart, then Escape: the view closes and focus is back on the picture.
  await back.getByRole('button', { name: 'Add this picture to your favourites' }).click();
  await expect(back.getByRole('button', { name: 'Remove this picture from your favourites' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(enlarge(page, 1)).toBeFocused();

  // The album's heart in the page header.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add this album to your favourites' }).click();
  await expect(main.getByRole('button', { name: 'Remove this album from your favourites' })).toHaveAttribute('aria-pressed', 'true');

  // Stored on the server: after a reload both hearts are filled.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(header(page).getByRole('link', { name: /^Your account: / })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Remove this album from your favourites' })).toHaveAttribute('aria-pressed', 'true');
  await enlarge(page, 1).click();
  await expect(pictureView(page, 1).getByRole('button', { name: 'Remove this picture from your favourites' })).toHaveAttribute('aria-pressed', 'true');
});

test('the demo guest rates a performer\'s sedcards and suggests a tag for an album', async ({ page, request }) => {
  test.setTimeout(90_000);
  const album = await anAlbum(request);
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await logInInOverlay(page, 'demo@example.com', 'demo-pass-123');
  await expect(header(page).getByRole('link', { name: /^Your account: / })).toBeVisible();

  // §7 setSedcardsGuestRating: the like sticks (the server reports it after a reload too).
  await open(page, `/en/amateur/${album.model.slug}/`);
  const sedcards = page.getByRole('group', { name: `Rate ${album.model.name}'s photos` });
  const stored = page.waitForResponse((r) => r.url().includes('setSedcardsGuestRating') && r.request().method() === 'POST');
  await sedcards.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(sedcards.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The pressed state shows at once (optimistic); reload only once the server has it.
  expect((await stored).ok()).toBe(true);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('group', { name: `Rate ${album.model.name}'s photos` }).getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // §7 tag suggestion: checked as the server checks it, then a thank-you.
  await open(page, path(album.link));
  const field = page.getByRole('textbox', { name: 'Tag', exact: true });
  await field.fill('<b>');
  await page.getByRole('button', { name: 'Suggest tag', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please use only letters, digits, spaces and hyphens.' })).toBeVisible();
  const tag = `golden hour ${Date.now() % 100_000}`;
  await field.fill(`  ${tag}  `);
  await page.getByRole('button', { name: 'Suggest tag', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Thank you! We have received your suggestion “${tag}”.` })).toBeVisible();
});

test('the video page shows its like count once: in the rating, not again in the facts', async ({ page, request }) => {
  const { videos } = await graphql<{ videos: { items: { link: string }[] } }>(request, '{ videos(first: 1, order: newest) { items { link } } }');
  const video = videos.items[0];
  if (!video) throw new Error('the small seed has videos');
  await open(page, path(video.link));
  await expect(page.getByRole('group', { name: 'Rating', exact: true }).getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await expect(page.getByTestId('video-likes')).toHaveCount(1);
  await expect(page.getByLabel('Video details')).toBeVisible();
  await expect(page.getByLabel('Video details')).not.toContainText(/likes|dislikes/);
});
