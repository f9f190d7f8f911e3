import { type APIRequestContext, expect, test } from '@playwright/test';
import { header, open, signUpFromHeader, topUp } from './overlay-helpers';

/**
 * §4 album-buy incentives (§7 getBuyImageAlbumIncentives/{albumId}) and the §2 not-enough-money box:
 * a new guest (no money) buys a paid album; the box opens and the album's top offer (a first
 * top-up for a guest who never paid) is shown, tagged as the album buy's. Assumes the small seed has
 * a paid 16+ album that is not VIP content.
 */
type GalleryItem = { id: number; title: string; link: string; free: boolean; isVipContent: boolean; ageRating: number; price: { value: number } };

async function paidAlbum(request: APIRequestContext): Promise<GalleryItem> {
  const response = await request.post('/graphql?language=en', { data: { query: '{ galleries(first: 50) { items { id title link free isVipContent ageRating price { value } } } }' } });
  const items = ((await response.json()) as { data: { galleries: { items: GalleryItem[] } } }).data.galleries.items;
  const album = items.find((item) => !item.free && !item.isVipContent && item.ageRating === 16 && item.price.value <= 1500);
  if (!album) throw new Error('the small seed has a paid 16+ album');
  return album;
}

const offersOf = (albumId: number) => (url: string) => url.includes(`/rest/v1/conversion/getBuyImageAlbumIncentives/${albumId}`);

test('a guest without money buys an album: the not-enough-money box and the album\'s top offer; after a top-up the buy goes through', async ({ page, request }) => {
  test.setTimeout(90_000);
  const album = await paidAlbum(request);
  await signUpFromHeader(page);
  await open(page, new URL(album.link, 'http://x').pathname);
  await expect(page.locator('[data-incentive-event="albumBuy"]')).toHaveCount(0);

  const asked = page.waitForResponse((response) => offersOf(album.id)(response.url()) && response.ok());
  await page.getByRole('main').getByRole('button', { name: /^Buy / }).first().click();
  const box = page.getByRole('dialog', { name: 'Not enough money' });
  await expect(box).toContainText(`more to buy “${album.title}”`);
  await asked;
  const offer = page.locator('[data-incentive-event="albumBuy"]');
  await expect(offer).toHaveCount(1);
  await expect(offer).toHaveAttribute('data-incentive', 'firstTopUp');
  await expect(offer).toContainText('Ready for more?');
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
  await expect(offer).toBeVisible();

  // Money in: the buy succeeds and asks the album's offers again (the first top-up is gone now).
  await topUp(page, '20 €');
  const again = page.waitForResponse((response) => offersOf(album.id)(response.url()) && response.ok());
  await page.getByRole('main').getByRole('button', { name: /^Buy / }).first().click();
  await expect(page.getByRole('main').getByText('You own this album – all its pictures are unlocked.')).toBeVisible();
  const answer = (await (await again).json()) as { data: { incentives: { type: string }[] } };
  expect(answer.data.incentives.map((item) => item.type)).not.toContain('firstTopUp');
  await expect(page.locator('[data-incentive="firstTopUp"]')).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: /^Balance: / })).toHaveAttribute('data-balance', String(2000 - album.price.value));
});
