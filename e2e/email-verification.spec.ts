import { expect, test } from '@playwright/test';
import { appOrigin, payOrigin } from './origins';
import { header, signUpFromHeader } from './overlay-helpers';

/**
 * §7 emailVerified has a real producer. A new guest gets the confirmation mail, asks for
 * it again from the personal area (§7 sendSignupEmail), opens the link in a second tab, and the
 * first tab reloads (§4 "Email verified: reloads the page") without the notice.
 */
const NOTICE = 'Your email address is not confirmed yet.';

test('sign-up → the confirmation link from the mailbox → confirmed, and the open account page reloads without the notice', async ({ page, context }) => {
  const guest = await signUpFromHeader(page);
  await header(page).getByRole('link', { name: `Your account: ${guest.screenName}` }).click();
  const notice = page.getByRole('region', { name: NOTICE });
  await expect(notice).toContainText(guest.email);
  await notice.getByRole('button', { name: 'Send the confirmation mail again' }).click();
  await expect(notice.getByRole('status')).toHaveText(/The mail is on its way/);

  // A marker on this page's window: gone once the emailVerified event has reloaded it.
  await page.evaluate(() => Object.assign(window, { beforeVerification: true }));

  const second = await context.newPage();
  await second.goto('/pay/dev/mailbox/?lang=en');
  const mails = second.getByRole('article').filter({ hasText: guest.email });
  // The sign-up mail and the one asked for again, both with a link to the pay origin.
  await expect(mails.filter({ hasText: 'Confirm your email address' })).toHaveCount(2);
  const link = mails.first().getByRole('link', { name: /\/pay\/verify-email\/\?/ });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith(`${payOrigin}/pay/verify-email/?u=`)).toBe(true);
  await second.goto(href);
  await expect(second.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await expect(second.getByRole('status')).toContainText('Your email address is confirmed.');
  // `ec=1`: the §3 "mail welcome link" status bar greets the guest once on arrival.
  await expect(second.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', `${appOrigin}/en/?ec=1`);

  await expect.poll(() => page.evaluate(() => 'beforeVerification' in window), { timeout: 15_000 }).toBe(false);
  await page.waitForLoadState('networkidle');
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible();
  await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(0);

  // The link again (a second click): still confirmed, nothing else happens.
  await second.goto(href);
  await expect(second.getByRole('status')).toContainText('Your email address is confirmed.');
});

test('a broken confirmation link says so in the link language and points to the account page', async ({ page }) => {
  await page.goto(`${payOrigin}/pay/verify-email/?u=10000&key=${'A'.repeat(43)}&lang=de`);
  await expect(page.locator('main')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Dieser Bestätigungslink ist ungültig.');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Auf deiner Kontoseite kannst du dir einen neuen Link schicken lassen.');
  await expect(page.getByRole('link', { name: 'Zu deiner Kontoseite' })).toHaveAttribute('href', `${appOrigin}/de/mein-konto/`);
  await page.goto(`${payOrigin}/pay/verify-email/?lang=nl`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('In deze link ontbreken gegevens.');
});
