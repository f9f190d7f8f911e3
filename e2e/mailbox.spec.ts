import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * A forgotten password is reset from the link in the development mailbox, on the
 * hosted flow's reset page, and only the new password logs in. Password lost and reset go through
 * their /pay/ pages; sign-up and login are sent as the REST calls their forms will send (next).
 */
const json = { 'content-type': 'application/json' };

/** The forms work once React has hydrated them: wait for the page's scripts before typing. */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('password lost → the mail in the development mailbox → reset → login with the new password only', async ({ page, request }) => {
  const email = `reset-${Date.now()}@example.com`;
  const signup = await request.post('/rest/v1/account/pay/signup?language=de', {
    headers: json,
    data: { email, screenName: `reset${Date.now() % 1_000_000}`, password: 'first-pass-123', termsAccepted: true },
  });
  expect(signup.status()).toBe(200);

  // Password lost, on the hosted flow's page: a bad address is refused next to the field.
  await page.goto('/pay/pwdlost/?lang=de');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
  const address = page.getByLabel('E-Mail-Adresse');
  await address.fill('not an address');
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await address.fill(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText(/Wenn zu dieser Adresse ein Konto gehört/);

  await page.goto('/pay/dev/mailbox/?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Entwicklungs-Postfach' })).toBeVisible();
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  const link = mail.getByRole('link', { name: /\/pay\/pwdreset\/\?/ });
  const href = new URL(await link.getAttribute('href') ?? '');
  const u = href.searchParams.get('u');
  const key = href.searchParams.get('key');
  expect(u).toMatch(/^\d+$/);
  expect(key).toBeTruthy();

  // The link opens the reset page of the hosted flow, in the mail's language.
  await link.click();
  await expect(page).toHaveURL(/\/pay\/pwdreset\/\?u=\d+&key=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('second-pass-456');
  await page.getByLabel('Neues Passwort wiederholen').fill('second-pass-45');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeVisible();
  await page.getByLabel('Neues Passwort wiederholen').fill('second-pass-456');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText(/Dein Passwort ist geändert/);

  // The key is spent: the same link again changes nothing.
  await page.goto(href.toString().replace(href.origin, ''));
  await hydrated(page);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('third-pass-789');
  await page.getByLabel('Neues Passwort wiederholen').fill('third-pass-789');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(/ungültig, schon benutzt oder abgelaufen/);

  // Back on the guest app, the overlay's login takes only the new password.
  await page.goto('/de/');
  await hydrated(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Anmelden' }).click();
  const view = page.frameLocator('iframe[data-frame-id]:not([hidden])');
  await view.getByLabel('E-Mail-Adresse').fill(email);
  await view.getByLabel('Passwort').fill('first-pass-123');
  await view.getByRole('button', { name: 'Anmelden' }).click();
  await expect(view.locator('main').getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist nicht richtig.');
  await view.getByLabel('Passwort').fill('second-pass-456');
  await view.getByRole('button', { name: 'Anmelden' }).click();
  await expect(banner.getByRole('link', { name: /^Dein Konto: / })).toBeVisible();
});

test('the mailbox page is in the page language and marked noindex', async ({ page }) => {
  await page.goto('/pay/dev/mailbox/?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Buzón de desarrollo' })).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('lang', 'es');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the reset and lost pages: labelled fields, §2 tpEmailPwdLost prefills, an incomplete link says so, axe finds nothing serious', async ({ page }) => {
  await page.goto('/pay/pwdreset/?u=1&key=not-a-real-key-0000&lang=en');
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Repeat the new password')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.goto('/pay/pwdlost/?lang=en&tpEmailPwdLost=demo%40example.com');
  await expect(page.getByLabel('Email address')).toHaveValue('demo@example.com');
  const lost = await new AxeBuilder({ page }).analyze();
  expect(lost.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.goto('/pay/pwdreset/?lang=nl');
  await expect(page.locator('main').getByRole('alert')).toHaveText(/ontbreken gegevens/);
});
