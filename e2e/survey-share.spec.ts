import { expect, type Page, test } from '@playwright/test';
import { open, signUpFromHeader } from './overlay-helpers';

/**
 * §2 survey box and §7 survey feedback; §7 guest sendVideoShareEmail through the Mailer.
 * Assumes the seed has at least one video, and the development mailbox (/pay/dev/mailbox/) is on.
 */
const json = { 'content-type': 'application/json' };

/** The logged-in page's access token, as the page itself gets it (the sid cookie → account/token). */
async function accessToken(page: Page): Promise<string> {
  const response = await page.request.post('/rest/v1/account/token?language=en', { headers: json, data: {} });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

test('a guest answers the feedback survey opened by ?box=survey; a second answer is refused', async ({ page }) => {
  await open(page, '/en/');
  await signUpFromHeader(page);
  await open(page, '/en/?box=survey');
  const box = page.getByRole('dialog', { name: 'How do you like the site?' });
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('data-box', 'survey');
  const send = box.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await box.getByRole('button', { name: 'Great' }).click();
  await box.getByLabel('Comment (optional)').fill('Easy to find my way around.');
  await send.click();
  await expect(box.getByRole('status')).toHaveText('Thank you for your feedback!');
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);

  // The same month's survey again: the server keeps one answer per guest and instance.
  await open(page, '/en/?box=survey');
  const again = page.getByRole('dialog', { name: 'How do you like the site?' });
  await again.getByRole('button', { name: 'Bad' }).click();
  await again.getByRole('button', { name: 'Send' }).click();
  await expect(again.getByRole('alert')).toHaveText('You already answered this survey.');
});

test('a guest shares a video with the "Share" button and the development mailbox has the mail with its link', async ({ page }) => {
  await open(page, '/en/');
  await signUpFromHeader(page);
  const listing = await page.request.post('/graphql?language=en', { data: { query: '{ videos(first: 1, order: newest) { items { id model { slug } } } }' } });
  const first = ((await listing.json()) as { data: { videos: { items: { id: string | number; model: { slug: string } }[] } } }).data.videos.items[0];
  const videoId = Number(first?.id);
  expect(videoId).toBeGreaterThan(0);
  await open(page, `/en/amateur/${first!.model.slug}/video/${videoId}/`);
  await page.getByRole('link', { name: 'Share' }).click();
  const box = page.getByRole('dialog', { name: 'Share this video by email' });
  await expect(box).toBeVisible();
  // Opened in place: the page did not navigate to the link's query.
  expect(new URL(page.url()).search).toBe('');
  const to = `friend-${Date.now()}@example.com`;
  await box.getByLabel("Recipient's email").fill(to);
  await box.getByLabel('Message (optional)').fill('Have a look');
  await box.getByRole('button', { name: 'Send' }).click();
  await expect(box.getByRole('status')).toHaveText('The mail is on its way.');

  await page.goto('/pay/dev/mailbox/?lang=en');
  const mail = page.getByRole('article').filter({ hasText: to }).first();
  await expect(mail).toBeVisible();
  await expect(mail).toContainText(`/video/${videoId}/`);
  await expect(mail).toContainText('"Have a look"');
});

test('the share limit: after five mails in an hour the sixth is refused with 409 and nothing is sent', async ({ page }) => {
  await open(page, '/en/');
  await signUpFromHeader(page);
  const listing = await page.request.post('/graphql?language=en', { data: { query: '{ videos(first: 1, order: newest) { items { id } } }' } });
  const videoId = Number(((await listing.json()) as { data: { videos: { items: { id: string | number }[] } } }).data.videos.items[0]?.id);
  const token = await accessToken(page);
  const share = (n: number) =>
    page.request.post('/rest/v1/guest/sendVideoShareEmail?language=en', {
      headers: { ...json, authorization: `Bearer ${token}` },
      data: { videoId, email: `limit-${n}-${Date.now()}@example.com` },
    });
  for (let n = 1; n <= 5; n++) expect((await share(n)).status()).toBe(200);
  const sixth = await share(6);
  expect(sixth.status()).toBe(409);
  expect(((await sixth.json()) as { error: { code: string } }).error.code).toBe('SHARE_LIMIT_REACHED');
});
