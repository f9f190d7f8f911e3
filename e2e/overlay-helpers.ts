import { expect, type Page } from '@playwright/test';

/** The overlay as a guest meets it in the journeys (e2e/account.spec.ts, e2e/wallet.spec.ts). */
export const overlay = (page: Page) => page.locator('iframe[data-frame-id]:not([hidden])');
export const frame = (page: Page) => page.frameLocator('iframe[data-frame-id]:not([hidden])');
export const header = (page: Page) => page.getByRole('banner');

export async function open(page: Page, path: string) {
  await page.goto(path);
  // The header's buttons act once React has hydrated them.
  await page.waitForLoadState('networkidle');
}

export function newGuest() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { email: `guest-${stamp}@example.com`, screenName: `G${stamp.slice(-12)}`, password: 'first-pass-123' };
}

export async function signUpInOverlay(page: Page, guest: ReturnType<typeof newGuest>) {
  const view = frame(page);
  // The view has hydrated once its submit button is enabled (app/pay/_components/pay-form.tsx).
  // A cold server (the first journeys of a run) may take longer than the default 5 s to serve the frame's scripts.
  await expect(view.getByRole('button', { name: 'Create account' })).toBeEnabled({ timeout: 15_000 });
  await view.getByLabel('Email address').fill(guest.email);
  await view.getByLabel('Screen name').fill(guest.screenName);
  await view.getByLabel('Password').fill(guest.password);
  await view.getByRole('checkbox').check();
  await view.getByRole('button', { name: 'Create account' }).click();
}

export async function logInInOverlay(page: Page, email: string, password: string) {
  const view = frame(page);
  // Hydrated once enabled; as in signUpInOverlay, the frame's scripts may take longer than 5 s under load.
  await expect(view.getByRole('button', { name: 'Log in' })).toBeEnabled({ timeout: 15_000 });
  await view.getByLabel('Email address').fill(email);
  await view.getByLabel('Password').fill(password);
  await view.getByRole('button', { name: 'Log in' }).click();
}

/** The seed's demo guest logs in from the header of the home page (§3 login flow in the overlay). */
export async function logInDemoGuest(page: Page): Promise<void> {
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await logInInOverlay(page, 'demo@example.com', 'demo-pass-123');
  await expect(header(page).getByRole('link', { name: /^Your account: / })).toBeVisible();
}

/** A new visitor signs up through the header's button and is logged in. */
export async function signUpFromHeader(page: Page): Promise<ReturnType<typeof newGuest>> {
  const guest = newGuest();
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Sign up free' }).click();
  await signUpInOverlay(page, guest);
  // The login's return loads the page's islands and the session: slow on a machine busy with other journeys.
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible({ timeout: 15_000 });
  await closeOnboarding(page);
  return guest;
}

/**
 * A new guest, logged in on the home page, for journeys that are not about signing up (seconds
 * faster than the overlay): the calls the overlay's sign-up makes, without its frame — the pay
 * pages' sign-up call on the journey's server (a one-time transfer token; the login cookie for
 * this browser), then the §3 success redirect with that token, which opens the app's session.
 * No onboarding card follows (the frame's `signup` message brings it): e2e/account.spec.ts and
 * the journeys about what follows a sign-up walk it through the overlay (signUpFromHeader). The
 * pay pages are not yet loaded in this browser either: the first overlay a journey opens next is
 * a cold one (on a busy machine more than the 5 s of an expect, wallet and payment-methods failed so).
 */
export async function signUpQuickly(page: Page): Promise<ReturnType<typeof newGuest>> {
  const guest = newGuest();
  const response = await page.request.post('/rest/v1/account/pay/signup?language=en', {
    headers: { 'content-type': 'application/json' },
    data: { email: guest.email, screenName: guest.screenName, password: guest.password, termsAccepted: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { transferToken: string } };
  await open(page, `/en/?transfer_token=${encodeURIComponent(data.transferToken)}`);
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible({ timeout: 15_000 });
  return guest;
}

/**
 * §2 a new guest's first steps: the onboarding card opens in the corner after a sign-up (before
 * the conversion-chat offer, which follows once it closed); this guest answers "Later".
 */
export async function closeOnboarding(page: Page) {
  const card = page.getByRole('region', { name: 'Welcome!' });
  await card.getByRole('button', { name: 'Later' }).click({ timeout: 15_000 });
  await expect(card).toHaveCount(0);
}

/** The personal area's settings, in the overlay. */
export async function openSettings(page: Page, guest: ReturnType<typeof newGuest>): Promise<void> {
  await header(page).getByRole('link', { name: `Your account: ${guest.screenName}` }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('button', { name: 'Settings' }).click();
}

/**
 * Tops up with the sandbox success card from the header's balance button; the overlay closes.
 * `saveCard`: the card is kept for one-click and automatic top-ups (the answer says so instead).
 */
export async function topUp(page: Page, amount: '10 €' | '20 €', { saveCard = false } = {}) {
  await header(page).getByRole('button', { name: /^Balance: / }).click();
  const view = frame(page);
  await view.getByLabel('Card number').fill('4242 4242 4242 4242');
  await view.getByLabel('Expiry date').fill('12/39');
  await view.getByLabel('Security code (CVC)').fill('123');
  await view.getByLabel('Name on the card').fill('Test Guest');
  await view.getByRole('button', { name: amount, exact: true }).click();
  if (saveCard) await view.getByRole('checkbox', { name: 'Save this card for one-click top-ups' }).check();
  await view.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(view.getByRole('status')).toContainText(saveCard ? 'Your card is saved as your payment method.' : `${amount} added to your balance`);
  await view.getByRole('button', { name: 'Continue' }).click();
  await expect(overlay(page)).toHaveCount(0);
}
