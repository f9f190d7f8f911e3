import { type APIRequestContext, expect, test } from '@playwright/test';
import { frame, header, newGuest, open, openSettings, overlay, signUpFromHeader, signUpInOverlay } from './overlay-helpers';
import { payOrigin } from './origins';

/**
 * "Done when": top up with the sandbox cards, redeem a bonus code, verify age and see
 * fsk-18 pictures, subscribe to VIP, read the receipts — in the overlay from the pay origin.
 */
test('top up 20 EUR with the sandbox success card: the header balance changes without a reload; the decline card says why', async ({ page }) => {
  const guest = await signUpFromHeader(page);
  const balance = header(page).getByRole('button', { name: /^Balance: / });
  await expect(balance).toHaveAttribute('data-balance', '0');

  await balance.click();
  await expect(overlay(page)).toHaveAttribute('src', new RegExp(`^${payOrigin}/pay/payment/\\?`));
  const view = frame(page);
  await expect(view.getByText('Test mode', { exact: true })).toBeVisible();
  await view.getByLabel('Card number').fill('4000 0000 0000 0002');
  await view.getByLabel('Expiry date').fill('12/39');
  await view.getByLabel('Security code (CVC)').fill('123');
  await view.getByLabel('Name on the card').fill('Test Guest');
  await view.getByRole('button', { name: '20 €', exact: true }).click();
  await view.getByRole('button', { name: 'Pay 20 €' }).click();
  await expect(view.locator('main').getByRole('alert')).toHaveText(/Your card was declined\. Nothing was charged\./);
  await expect(balance).toHaveAttribute('data-balance', '0');

  await view.getByLabel('Card number').fill('4242 4242 4242 4242');
  await view.getByRole('button', { name: 'Pay 20 €' }).click();
  await expect(view.getByRole('status')).toContainText('20 € added to your balance');
  await expect(view.getByRole('status')).toContainText('CV MEDIA SERVICES');
  // The WebSocket's guestBalance moved the header already, behind the overlay.
  await expect(balance).toHaveAttribute('data-balance', '2000');
  await view.getByRole('button', { name: 'Continue' }).click();
  await expect(overlay(page)).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Balance: 20 €. Top up' })).toBeVisible();

  // The receipt: date, item with the card's last digits, amount, and the statement descriptor.
  await header(page).getByRole('link', { name: `Your account: ${guest.screenName}` }).click();
  const receipt = page.getByRole('main').getByRole('table').getByRole('row').nth(1);
  await expect(receipt).toContainText('Top-up · •••• 4242');
  await expect(receipt).toContainText('On your statement: CV MEDIA SERVICES');
  await expect(receipt).toContainText('+20 €');
  await expect(page.getByRole('main').getByText('20 €', { exact: true })).toBeVisible();
});

test('redeem a bonus code from the settings: 5 € bonus in the header; the same code again and an unknown one are refused', async ({ page }) => {
  const guest = await signUpFromHeader(page);
  await openSettings(page, guest);
  const view = frame(page);
  await view.getByRole('link', { name: 'Redeem a code' }).click();
  await expect(view.getByRole('heading', { level: 1, name: 'Redeem a code' })).toBeVisible();

  await view.getByLabel('Code').fill('NO-SUCH-CODE');
  await view.getByRole('button', { name: 'Redeem' }).click();
  await expect(view.getByText('This code does not exist. Please check the spelling.')).toBeVisible();
  await view.getByLabel('Code').fill('welcome5');
  await view.getByRole('button', { name: 'Redeem' }).click();
  await expect(view.getByRole('status')).toContainText('5 € bonus credit');
  await expect(header(page).getByRole('button', { name: /^Balance: / })).toHaveAttribute('data-balance', '500');
  await view.getByRole('button', { name: 'Continue' }).click();
  await expect(overlay(page)).toHaveCount(0);

  // A code used twice is credited once.
  await page.getByRole('main').getByRole('button', { name: 'Settings' }).click();
  await view.getByRole('link', { name: 'Redeem a code' }).click();
  await view.getByLabel('Code').fill('WELCOME5');
  await view.getByRole('button', { name: 'Redeem' }).click();
  await expect(view.getByText('You have already redeemed this code.')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Balance: 5 €. Top up' })).toBeVisible();
  await view.getByRole('button', { name: 'Close' }).click();

  // The receipts of the personal area list the credit once.
  const rows = page.getByRole('main').getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Bonus code · WELCOME5');
  await expect(rows.nth(1)).toContainText('+5 €');
});

/** An album page (from the sitemap) whose fsk-18 pictures a visitor gets locked. */
async function albumWithLockedPictures(request: APIRequestContext): Promise<string> {
  const xml = await (await request.get('/sitemaps/albums-1.xml')).text();
  for (const match of xml.matchAll(/<loc>[^<]*?(\/en\/amateur\/[^/]+\/pictures\/(\d+)\/)<\/loc>/g)) {
    const album = (await (await request.get(`/rest/v1/gallery/open/?albumId=${match[2]}`)).json()) as { data?: { pictures?: { lockReason?: string | null }[] } };
    if ((album.data?.pictures ?? []).some((picture) => picture.lockReason === 'age') && match[1]) return match[1];
  }
  throw new Error('no album with fsk-18 pictures in the sitemap');
}

test('verify age in the overlay with the sandbox verifier: rejected with a reason, then approved; fsk-18 pictures open after avsSet', async ({ page, request }) => {
  const guest = newGuest();
  const albumPath = await albumWithLockedPictures(request);
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Sign up free' }).click();
  await signUpInOverlay(page, guest);
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible();
  // Not verified yet: the album's fsk-18 pictures stay locked for this guest too.
  await open(page, albumPath);
  const locked = page.getByRole('main').getByRole('img', { name: /age-verified guests only/ });
  await expect(locked.first()).toBeVisible();
  const lockedBefore = await locked.count();
  await page.waitForTimeout(500);
  expect(await locked.count()).toBe(lockedBefore);
  await openSettings(page, guest);
  const view = frame(page);
  await view.getByRole('link', { name: 'Verify age' }).click();
  await expect(view.getByRole('heading', { level: 1, name: 'Age verification' })).toBeVisible();

  await view.getByRole('button', { name: 'Verify my age' }).click();
  await expect(view.getByRole('heading', { level: 1, name: 'Age check' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Send the outcome' })).toBeEnabled();
  await view.getByLabel('Reject, with a reason').check();
  await view.getByRole('button', { name: 'Send the outcome' }).click();
  await expect(view.getByText('Please give a reason.')).toBeVisible();
  await view.getByLabel('Reason shown to the guest').fill('The document is not readable.');
  await view.getByRole('button', { name: 'Send the outcome' }).click();
  await expect(view.locator('main').getByRole('alert')).toHaveText('Your check was not accepted: The document is not readable.');

  await view.getByRole('button', { name: 'Try again' }).click();
  await expect(view.getByRole('heading', { level: 1, name: 'Age check' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Send the outcome' })).toBeEnabled();
  await view.getByLabel('Approve: the guest is of age').check();
  await view.getByRole('button', { name: 'Send the outcome' }).click();
  await expect(view.locator('main').getByRole('status')).toHaveText(/Your age is verified/);
  // avsSet arrived over the WebSocket: the page reloads once the flow is closed (§4).
  const reloaded = page.waitForEvent('load');
  await view.getByRole('button', { name: 'Continue' }).click();
  await reloaded;
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible();

  // Verified: no picture of the album is locked for age any more (the rest of a paid album waits for the purchase).
  await open(page, albumPath);
  await expect(locked).toHaveCount(0);
  await expect(page.locator('main [data-lock-reason="age"]')).toHaveCount(0);
  const total = Number((await page.getByText(/^\d+ pictures?$/).first().innerText()).split(' ')[0]);
  // Open pictures: public previews, the rest through the access-checked route.
  const images = page.getByRole('main').locator('img[src*="/media/picture/"], img[src*="/media/album-picture/"]');
  await expect(async () => expect((await images.count()) + (await page.locator('main [data-lock-reason="purchase"]').count())).toBe(total)).toPass();
});

/** A released VIP video's page (§3 video vip), found through the GraphQL API. */
async function vipVideoPath(request: APIRequestContext): Promise<string> {
  const response = await request.post('/graphql?language=en', { data: { query: '{ videos(first: 1, filter: { types: [vip] }) { items { link } } }' } });
  const link = (await response.json()).data.videos.items[0]?.link as string | undefined;
  if (!link) throw new Error('the seed has VIP videos');
  return new URL(link, 'http://x').pathname;
}

test('VIP: a visitor is sent to login, a guest starts the VIP trial from the balance, the VIP button then says so, and VIP videos are unlocked', async ({ page, request }) => {
  const vipVideo = await vipVideoPath(request);
  await open(page, vipVideo);
  await expect(page.getByTestId('vip-included')).toContainText('Included with the VIP membership.');
  await open(page, '/en/vipclub/');
  await page.getByRole('main').getByRole('button', { name: 'Become VIP' }).click();
  await expect(overlay(page)).toHaveAttribute('src', new RegExp(`^${payOrigin}/pay/login/\\?`));
  await frame(page).getByRole('link', { name: 'Create a free account' }).click();
  const guest = newGuest();
  await signUpInOverlay(page, guest);
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible();

  // 5 € from a bonus code pays the 1,99 € trial.
  await page.getByRole('main').getByRole('button', { name: 'Try 3 days for 1,99 €' }).click();
  const view = frame(page);
  await expect(view.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await view.getByRole('button', { name: 'Subscribe, paid from my balance' }).click();
  await expect(view.locator('main').getByRole('alert')).toContainText('Your balance is too low for this.');
  await view.getByRole('button', { name: 'Close' }).click();
  await openSettings(page, guest);
  await view.getByRole('link', { name: 'Redeem a code' }).click();
  await view.getByLabel('Code').fill('WELCOME5');
  await view.getByRole('button', { name: 'Redeem' }).click();
  await expect(view.locator('main').getByRole('status')).toContainText('5 € bonus credit');
  await view.getByRole('button', { name: 'Close' }).click();

  await open(page, '/en/vipclub/');
  await page.getByRole('main').getByRole('button', { name: 'Try 3 days for 1,99 €' }).click();
  await view.getByRole('button', { name: 'Subscribe, paid from my balance' }).click();
  await expect(view.locator('main').getByRole('status')).toContainText('Subscribed for 1,99 €.');
  await expect(view.locator('main').getByRole('status')).toContainText(/VIP until/);
  await expect(header(page).getByRole('button', { name: /^Balance: / })).toHaveAttribute('data-balance', '301');
  // §4: the VIP update reloads the page once the flow is closed; then the button knows.
  const reloaded = page.waitForEvent('load');
  await view.getByRole('button', { name: 'Continue' }).click();
  await reloaded;
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You are VIP');

  // §6 VIP: the VIP video's cached page asks the server for this guest's guestInfo: included.
  await open(page, vipVideo);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Unlocked: included in your VIP membership');
});
