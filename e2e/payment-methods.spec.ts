import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { frame, header, open, overlay, signUpFromHeader } from './overlay-helpers';
import { payOrigin } from './origins';

/**
 * The §2 payment flows beyond a card top-up: a saved card with one-click and automatic
 * top-ups (changecc, oneclick, autorecharge), direct debit (changels, paytype LS), the phone bill
 * (carrier) and the phone call (paytype Voice) with the sandbox telephone.
 */
const balance = (page: Page) => header(page).getByRole('button', { name: /^Balance: / });

async function payByCard(view: FrameLocator, number: string) {
  await expect(view.getByRole('button', { name: /^Pay / })).toBeEnabled();
  await view.getByLabel('Card number').fill(number);
  await view.getByLabel('Expiry date').fill('12/39');
  await view.getByLabel('Security code (CVC)').fill('123');
  await view.getByLabel('Name on the card').fill('Test Guest');
}

async function openFromAccount(page: Page, screenName: string, button: string) {
  await header(page).getByRole('link', { name: `Your account: ${screenName}` }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('region', { name: 'Payment methods' }).getByRole('button', { name: button }).click();
}

test('a saved card: one-click top-up from the personal area, then automatic top-up settings with the saved methods', async ({ page }) => {
  const guest = await signUpFromHeader(page);
  await balance(page).click();
  const view = frame(page);
  await payByCard(view, '4242 4242 4242 4242');
  await view.getByRole('button', { name: '10 €', exact: true }).click();
  await view.getByRole('checkbox', { name: 'Save this card for one-click top-ups' }).check();
  await view.getByRole('button', { name: 'Pay 10 €' }).click();
  await expect(view.getByRole('status')).toContainText('Your card is saved as your payment method.');
  await view.getByRole('button', { name: 'Continue' }).click();
  await expect(balance(page)).toHaveAttribute('data-balance', '1000');

  await openFromAccount(page, guest.screenName, 'One-click top-up');
  await expect(overlay(page)).toHaveAttribute('src', new RegExp(`^${payOrigin}/pay/payment/\\?.*flow=oneclick`));
  await expect(view.getByText('Paid with Visa •••• 4242')).toBeVisible();
  await view.getByRole('button', { name: 'Top up 20 €' }).click();
  await expect(view.getByRole('status')).toContainText('20 € added to your balance');
  await expect(balance(page)).toHaveAttribute('data-balance', '3000');
  await view.getByRole('button', { name: 'Continue' }).click();
  await expect(overlay(page)).toHaveCount(0);

  await page.getByRole('region', { name: 'Payment methods' }).getByRole('button', { name: 'Automatic top-up' }).click();
  await expect(view.getByRole('heading', { name: 'Your saved payment methods' })).toBeVisible();
  await expect(view.getByRole('listitem').filter({ hasText: 'Visa •••• 4242' })).toBeVisible();
  await view.getByRole('switch', { name: 'Top up automatically' }).click();
  await view.getByLabel('When my balance falls below (euros, 1 to 100)').fill('5');
  await view.getByLabel('Top up by (euros, 10 to 500)').fill('600');
  await view.getByRole('button', { name: 'Save settings' }).click();
  await expect(view.getByLabel('Top up by (euros, 10 to 500)')).toHaveAttribute('aria-invalid', 'true');
  await view.getByLabel('Top up by (euros, 10 to 500)').fill('25');
  await view.getByRole('button', { name: 'Save settings' }).click();
  await expect(view.locator('main').getByRole('status')).toHaveText('Your settings are saved.');
  // Nothing was charged by saving the settings.
  await expect(balance(page)).toHaveAttribute('data-balance', '3000');
});

test('direct debit, phone bill and phone call: the other ways to pay, each with its sandbox test data', async ({ page, context }) => {
  await signUpFromHeader(page);
  await balance(page).click();
  const view = frame(page);
  const ways = view.getByRole('navigation', { name: 'Other ways to pay' });

  // Direct debit (paytype LS): the declining test IBAN says why, the other one pays and is saved.
  await ways.getByRole('link', { name: 'Direct debit' }).click();
  await expect(view.getByRole('button', { name: 'Pay 20 € by direct debit' })).toBeEnabled();
  await view.getByLabel('IBAN').fill('DE62 3704 0044 0532 0130 01');
  await view.getByLabel('Account holder').fill('Test Guest');
  await view.getByRole('checkbox', { name: /^I authorise CV MEDIA SERVICES to collect 20 €/ }).check();
  await view.getByRole('button', { name: 'Pay 20 € by direct debit' }).click();
  await expect(view.locator('main').getByRole('alert')).toHaveText(/Your bank declined the direct debit\. Nothing was charged\./);
  await expect(balance(page)).toHaveAttribute('data-balance', '0');
  await view.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await view.getByRole('button', { name: 'Pay 20 € by direct debit' }).click();
  await expect(view.getByRole('status')).toContainText('Your account is saved for direct debit.');
  await expect(balance(page)).toHaveAttribute('data-balance', '2000');

  // Phone bill (carrier): the code from the text message confirms it.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await balance(page).click();
  await ways.getByRole('link', { name: 'Phone bill' }).click();
  await expect(view.getByRole('button', { name: /by phone bill$/ })).toBeEnabled();
  await view.getByRole('button', { name: '10 €', exact: true }).click();
  await view.getByLabel('Mobile number').fill('+49 151 23456789');
  await view.getByRole('button', { name: 'Pay 10 € by phone bill' }).click();
  await expect(view.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await view.getByLabel('Confirmation code').fill('123456');
  await view.getByRole('button', { name: 'Confirm' }).click();
  await expect(view.getByRole('status')).toContainText('10 € added to your balance');
  await expect(balance(page)).toHaveAttribute('data-balance', '3000');

  // Phone call (paytype Voice): call the number with the PIN on the sandbox telephone; the view sees the payment.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await balance(page).click();
  await ways.getByRole('link', { name: 'Phone call' }).click();
  await expect(view.getByRole('button', { name: 'Top up 10 € by phone call' })).toBeEnabled();
  await view.getByRole('button', { name: 'Top up 10 € by phone call' }).click();
  await expect(view.getByText('Waiting for your call…')).toBeVisible();
  const [telephone] = await Promise.all([context.waitForEvent('page'), view.getByRole('link', { name: 'Open the sandbox telephone' }).click()]);
  await telephone.waitForLoadState('networkidle');
  await expect(telephone.getByRole('heading', { level: 1, name: 'Test telephone' })).toBeVisible();
  await telephone.getByRole('button', { name: 'Call' }).click();
  await expect(telephone.getByRole('status')).toContainText('Call accepted');
  await telephone.close();
  await expect(view.getByRole('status')).toContainText('10 € added to your balance');
  await expect(balance(page)).toHaveAttribute('data-balance', '4000');
});

test('the receipts name each way of paying', async ({ page }) => {
  const guest = await signUpFromHeader(page);
  await open(page, '/en/');
  await balance(page).click();
  const view = frame(page);
  await view.getByRole('navigation', { name: 'Other ways to pay' }).getByRole('link', { name: 'Direct debit' }).click();
  await expect(view.getByRole('button', { name: 'Pay 20 € by direct debit' })).toBeEnabled();
  await view.getByLabel('IBAN').fill('DE89370400440532013000');
  await view.getByLabel('Account holder').fill('Test Guest');
  await view.getByRole('checkbox', { name: /^I authorise/ }).check();
  await view.getByRole('button', { name: 'Pay 20 € by direct debit' }).click();
  await expect(view.getByRole('status')).toContainText('20 € added to your balance');
  await view.getByRole('button', { name: 'Continue' }).click();
  await header(page).getByRole('link', { name: `Your account: ${guest.screenName}` }).click();
  const receipt = page.getByRole('main').getByRole('table').getByRole('row').nth(1);
  await expect(receipt).toContainText('DE89 •••• 3000');
  await expect(receipt).toContainText('+20 €');
});

test('a chargeback restricts the account: the next top-up asks for the open amount first (§6 operator compensation), paying it lifts the restriction', async ({ page }) => {
  await signUpFromHeader(page);
  await balance(page).click();
  const view = frame(page);
  await payByCard(view, '4242 4242 4242 4242');
  await view.getByRole('button', { name: 'Pay 20 €' }).click();
  await expect(view.getByRole('status')).toContainText('20 € added to your balance');
  await view.getByRole('button', { name: 'Continue' }).click();

  // 9,99 € of it spent on VIP.
  await open(page, '/en/vipclub/');
  await page.getByRole('main').getByRole('button', { name: 'Become VIP' }).click();
  await view.getByRole('button', { name: 'Subscribe, paid from my balance' }).click();
  await expect(view.locator('main').getByRole('status')).toContainText('Subscribed for 9,99 €.');
  const reloaded = page.waitForEvent('load');
  await view.getByRole('button', { name: 'Continue' }).click();
  await reloaded;
  await page.waitForLoadState('networkidle');
  await expect(balance(page)).toHaveAttribute('data-balance', '1001');

  // The card holder disputes the 20 € with the bank (the sandbox's dispute desk, linked in test mode).
  await balance(page).click();
  await view.getByRole('link', { name: 'Test mode: dispute a card payment (chargeback)' }).click();
  await expect(view.getByRole('heading', { level: 1, name: 'Payment disputes' })).toBeVisible();
  await view.getByRole('button', { name: 'Dispute this payment (chargeback)' }).click();
  await expect(view.getByRole('status')).toContainText('Chargeback applied');
  await expect(view.getByRole('status')).toContainText('Taken back from your balance: 10,01 €');
  await expect(view.getByRole('status')).toContainText('Open now: 9,99 €');
  await expect(balance(page)).toHaveAttribute('data-balance', '0');
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(overlay(page)).toHaveCount(0);

  // A top-up now opens the compensation of the open amount instead.
  await balance(page).click();
  await expect(view.getByRole('table', { name: 'Open payments' })).toContainText('Card payment reversed (chargeback)');
  await payByCard(view, '4000 0000 0000 0002');
  await view.getByRole('button', { name: 'Pay 9,99 €' }).click();
  await expect(view.locator('main').getByRole('alert')).toContainText('Nothing was charged');
  await view.getByLabel('Card number').fill('4242 4242 4242 4242');
  await view.getByRole('button', { name: 'Pay 9,99 €' }).click();
  await expect(view.getByRole('status')).toContainText('Paid. Your account is no longer restricted.');
  await view.getByRole('button', { name: 'Continue to top-up' }).click();
  await expect(view.getByRole('button', { name: 'Pay 20 €' })).toBeEnabled();
  await expect(balance(page)).toHaveAttribute('data-balance', '0');
});
