import { expect, test } from '@playwright/test';

/**
 * Issue 4 (server part): a forgotten password is reset from the link in the development mailbox,
 * and only the new password logs in. The /pay/ forms come later; this journey drives the same
 * REST calls they will send.
 */
const json = { 'content-type': 'application/json' };

test('password lost → the mail in the development mailbox → reset → login with the new password only', async ({ page, request }) => {
  const email = `reset-${Date.now()}@example.com`;
  const signup = await request.post('/rest/v1/account/pay/signup?language=de', {
    headers: json,
    data: { email, screenName: `reset${Date.now() % 1_000_000}`, password: 'first-pass-123', termsAccepted: true },
  });
  expect(signup.status()).toBe(200);

  const lost = await request.post('/rest/v1/account/pay/pwdlost?language=de', { headers: json, data: { email } });
  expect(lost.status()).toBe(200);

  await page.goto('/pay/dev/mailbox/?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Entwicklungs-Postfach' })).toBeVisible();
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  const link = mail.getByRole('link', { name: /\/pay\/pwdreset\?/ });
  const href = new URL(await link.getAttribute('href') ?? '');
  const u = href.searchParams.get('u');
  const key = href.searchParams.get('key');
  expect(u).toMatch(/^\d+$/);
  expect(key).toBeTruthy();

  const reset = await request.post('/rest/v1/account/pay/pwdreset', { headers: json, data: { u, key, password: 'second-pass-456' } });
  expect(reset.status()).toBe(200);
  const again = await request.post('/rest/v1/account/pay/pwdreset', { headers: json, data: { u, key, password: 'third-pass-789' } });
  expect(again.status()).toBe(422);

  const oldLogin = await request.post('/rest/v1/account/pay/login', { headers: json, data: { email, password: 'first-pass-123' } });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post('/rest/v1/account/pay/login', { headers: json, data: { email, password: 'second-pass-456' } });
  expect(newLogin.status()).toBe(200);
  expect((await newLogin.json()).data.transferToken).toEqual(expect.any(String));
});

test('the mailbox page is in the page language and marked noindex', async ({ page }) => {
  await page.goto('/pay/dev/mailbox/?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Buzón de desarrollo' })).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('lang', 'es');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
