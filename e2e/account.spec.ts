import { expect, test } from '@playwright/test';
import { frame, header, logInInOverlay, newGuest, open, overlay, signUpInOverlay } from './overlay-helpers';
import { payOrigin } from './origins';

/**
 * "Done when": a new visitor signs up, logs out, logs in again and keeps a favourite set
 * before login, through the overlay whose pages come from the second origin (PAY_ORIGIN).
 */
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
  // The page is a visitor's again (the logout answered) before the heart is clicked.
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
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
