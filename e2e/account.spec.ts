import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { payOrigin } from './origins';

/**
 * Issue 4 "Done when": a new visitor signs up, logs out, logs in again and keeps a favourite set
 * before login, through the overlay whose pages come from the second origin (PAY_ORIGIN).
 */
const overlay = (page: Page) => page.locator('iframe[data-frame-id]:not([hidden])');
const frame = (page: Page) => page.frameLocator('iframe[data-frame-id]:not([hidden])');
const header = (page: Page) => page.getByRole('banner');

async function open(page: Page, path: string) {
  await page.goto(path);
  // The header's buttons act once React has hydrated them.
  await page.waitForLoadState('networkidle');
}

function newGuest() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { email: `guest-${stamp}@example.com`, screenName: `G${stamp.slice(-12)}`, password: 'first-pass-123' };
}

async function signUpInOverlay(page: Page, guest: ReturnType<typeof newGuest>) {
  const view = frame(page);
  // The view has hydrated once its submit button is enabled (components/pay/pay-form.tsx).
  await expect(view.getByRole('button', { name: 'Create account' })).toBeEnabled();
  await view.getByLabel('Email address').fill(guest.email);
  await view.getByLabel('Screen name').fill(guest.screenName);
  await view.getByLabel('Password').fill(guest.password);
  await view.getByRole('checkbox').check();
  await view.getByRole('button', { name: 'Create account' }).click();
}

async function logInInOverlay(page: Page, email: string, password: string) {
  const view = frame(page);
  await expect(view.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await view.getByLabel('Email address').fill(email);
  await view.getByLabel('Password').fill(password);
  await view.getByRole('button', { name: 'Log in' }).click();
}

test('sign up in the overlay → logged-in header → log out → log in again, all without a reload', async ({ page }) => {
  const guest = newGuest();
  await open(page, '/en/');
  const marker = await page.evaluate(() => ((window as unknown as { __sameDocument: number }).__sameDocument = Math.random()));

  await header(page).getByRole('button', { name: 'Sign up free' }).click();
  await expect(overlay(page)).toHaveAttribute('src', new RegExp(`^${payOrigin}/pay/signup/\\?`));
  await expect(page.getByRole('dialog', { name: 'Account and payment' })).toBeVisible();
  await expect(frame(page).getByRole('heading', { level: 1, name: 'Create your free account' })).toBeVisible();
  await signUpInOverlay(page, guest);

  await expect(overlay(page)).toHaveCount(0);
  const account = header(page).getByRole('link', { name: `Your account: ${guest.screenName}` });
  await expect(account).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);

  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(account).toHaveCount(0);

  await header(page).getByRole('button', { name: 'Log in' }).click();
  await expect(overlay(page)).toHaveAttribute('src', new RegExp(`^${payOrigin}/pay/login/\\?`));
  await logInInOverlay(page, guest.email, 'wrong-password-1');
  await expect(frame(page).locator('main').getByRole('alert')).toHaveText('The email address or the password is not correct.');
  await logInInOverlay(page, guest.email, guest.password);
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible();

  // Still the same document: nothing above reloaded the page.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument: number }).__sameDocument)).toBe(marker);

  // A new page of the logged-in browser shows the guest too (session cookie → access token).
  await open(page, '/en/videos/');
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible();
});

test('a favourite set before login runs after it, over the logged-in WebSocket', async ({ page }) => {
  const guest = newGuest();
  await open(page, '/en/');
  const profile = await page.locator('main a[href*="/amateur/"]').first().getAttribute('href');
  await open(page, profile ?? '/en/');
  const heart = page.getByRole('button', { name: /to favourites$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await heart.click();
  // No login cookie on the pay origin yet: the door is sign-up (§4).
  await expect(overlay(page)).toHaveAttribute('src', new RegExp(`^${payOrigin}/pay/signup/\\?`));
  await signUpInOverlay(page, guest);

  await expect(page.getByRole('button', { name: /from favourites$/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('onLoginAction'))).toBeNull();

  // Stored on the server: a new page load shows it pinned; a click unpins it.
  await page.reload();
  await page.waitForLoadState('networkidle');
  const pinned = page.getByRole('button', { name: /from favourites$/ });
  await expect(pinned).toHaveAttribute('aria-pressed', 'true');
  await pinned.click();
  await expect(page.getByRole('button', { name: /to favourites$/ })).toHaveAttribute('aria-pressed', 'false');

  // After logout the pay origin remembers this browser: the door is now the login view.
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: /to favourites$/ }).click();
  await expect(overlay(page)).toHaveAttribute('src', new RegExp(`^${payOrigin}/pay/login/\\?`));
});

test('bad input in the overlay: errors next to the field, a taken address, nothing logged in', async ({ page, request }) => {
  const taken = newGuest();
  const created = await request.post('/rest/v1/account/pay/signup?language=en', {
    headers: { 'content-type': 'application/json' },
    data: { email: taken.email, screenName: taken.screenName, password: taken.password, termsAccepted: true },
  });
  expect(created.status()).toBe(200);

  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Sign up free' }).click();
  const view = frame(page);
  await view.getByLabel('Email address').fill('not an address');
  await view.getByLabel('Screen name').fill('x');
  await view.getByLabel('Password').fill('short');
  await view.getByRole('button', { name: 'Create account' }).click();
  await expect(view.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(view.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(view.getByText('The screen name needs 3 to 20 letters, digits, _ or -.')).toBeVisible();
  await expect(view.getByText('The password needs at least 8 characters.')).toBeVisible();
  await expect(view.getByText('Please accept the terms of service to continue.')).toBeVisible();

  await signUpInOverlay(page, { ...newGuest(), email: taken.email });
  await expect(view.getByText(/There is already an account with this email address/)).toBeVisible();

  // Escape closes the overlay; the visitor is still a visitor.
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('"Forgot your password?" in the login overlay asks for the address inside the frame, with the same answer for every address', async ({ page }) => {
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const view = frame(page);
  await view.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(view.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(overlay(page)).toBeVisible();
  await expect(view.getByRole('button', { name: 'Send link' })).toBeEnabled();
  await view.getByLabel('Email address').fill(`nobody-${Date.now()}@example.com`);
  await view.getByRole('button', { name: 'Send link' }).click();
  await expect(view.locator('main').getByRole('status')).toHaveText(/If an account belongs to this address/);
});

test('messages from another origin or with another frame id are ignored and logged', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await expect(frame(page).getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const frameId = await overlay(page).getAttribute('data-frame-id');

  // The app's own origin is not PAY_ORIGIN: a close "from" it is forged.
  await page.evaluate((id) => window.postMessage({ type: 'close', id }, '*'), frameId);
  // The right origin but a made-up id: sent from inside the pay frame itself.
  const payFrame = page.frames().find((candidate) => candidate.url().startsWith(payOrigin));
  await payFrame?.evaluate(() => window.parent.postMessage({ type: 'close', id: 'forged-id-123' }, '*'));

  await expect.poll(() => warnings.filter((text) => text.startsWith('Invalid message response')).length).toBeGreaterThanOrEqual(2);
  await expect(overlay(page)).toBeVisible();

  // The real close button (inside the frame) closes it.
  await frame(page).getByRole('button', { name: 'Close' }).click();
  await expect(overlay(page)).toHaveCount(0);
});

test('settings in the overlay: the account, a password change that needs the current password, logout from the frame', async ({ page }) => {
  const guest = newGuest();
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Sign up free' }).click();
  await signUpInOverlay(page, guest);
  await header(page).getByRole('link', { name: `Your account: ${guest.screenName}` }).click();
  await expect(page).toHaveURL(/\/en\/my-account\/$/);
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('button', { name: 'Settings' }).click();

  const view = frame(page);
  await expect(view.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(view.getByText(guest.email)).toBeVisible();
  await view.getByLabel('Current password').fill('not-my-password');
  await view.getByLabel('New password').fill('second-pass-456');
  await view.getByRole('button', { name: 'Save password' }).click();
  await expect(view.getByText('The current password is not correct.')).toBeVisible();
  await view.getByLabel('Current password').fill(guest.password);
  await view.getByRole('button', { name: 'Save password' }).click();
  await expect(view.getByRole('status')).toHaveText('Your new password is saved.');

  await view.getByRole('button', { name: 'Log out' }).click();
  await expect(overlay(page)).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();

  await header(page).getByRole('button', { name: 'Log in' }).click();
  await logInInOverlay(page, guest.email, 'second-pass-456');
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 375, height: 800 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  });

  test('the flow opens in a new tab (§4 mobile), and the login there logs the page in', async ({ page, request }) => {
    const guest = newGuest();
    const created = await request.post('/rest/v1/account/pay/signup?language=en', {
      headers: { 'content-type': 'application/json' },
      data: { email: guest.email, screenName: guest.screenName, password: guest.password, termsAccepted: true },
    });
    expect(created.status()).toBe(200);

    await open(page, '/en/');
    const [tab] = await Promise.all([page.waitForEvent('popup'), header(page).getByRole('button', { name: 'Log in' }).click()]);
    await expect(overlay(page)).toHaveCount(0);
    expect(tab.url()).toMatch(new RegExp(`^${payOrigin}/pay/login/\\?.*lazy=0`));
    await tab.waitForLoadState('networkidle');
    await tab.getByLabel('Email address').fill(guest.email);
    await tab.getByLabel('Password').fill(guest.password);
    await tab.getByRole('button', { name: 'Log in' }).click();

    await tab.waitForEvent('close');
    await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible();
  });
});

test('top up 20 EUR with the sandbox success card: the header balance changes without a reload; the decline card says why', async ({ page }) => {
  const guest = newGuest();
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Sign up free' }).click();
  await signUpInOverlay(page, guest);
  const balance = header(page).getByRole('button', { name: /^Balance: / });
  await expect(balance).toHaveAttribute('data-balance', '0');

  await balance.click();
  await expect(overlay(page)).toHaveAttribute('src', new RegExp(`^${payOrigin}/pay/payment/\\?`));
  const view = frame(page);
  await expect(view.getByText('Test mode')).toBeVisible();
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
  const guest = newGuest();
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Sign up free' }).click();
  await signUpInOverlay(page, guest);
  await header(page).getByRole('link', { name: `Your account: ${guest.screenName}` }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('button', { name: 'Settings' }).click();
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
    const album = (await (await request.get(`/rest/v1/gallery/open/?albumId=${match[2]}`)).json()) as { data?: { lockedCount?: number } };
    if ((album.data?.lockedCount ?? 0) > 0 && match[1]) return match[1];
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
  await header(page).getByRole('link', { name: `Your account: ${guest.screenName}` }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('button', { name: 'Settings' }).click();
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

  // Verified: the same album shows every picture.
  await open(page, albumPath);
  await expect(locked).toHaveCount(0);
  await expect(page.getByRole('main').locator('img[src*="/media/picture/"]')).toHaveCount(Number((await page.getByText(/^\d+ pictures?$/).first().innerText()).split(' ')[0]));
});

test('VIP: a visitor is sent to login, a guest starts the VIP trial from the balance, and the VIP button then says so', async ({ page }) => {
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
  await header(page).getByRole('link', { name: `Your account: ${guest.screenName}` }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('button', { name: 'Settings' }).click();
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
});
