import { expect, type Locator, type Page, test } from '@playwright/test';
import { header, logInDemoGuest, logInInOverlay, open } from './overlay-helpers';

/**
 * Messenger, the guest's side: the demo guest opens a performer's profile, clicks
 * "Message", sends a paid message (the header's balance drops by the price the button showed),
 * adds a gift and sends it, and a message with HTML shows as text. (The performer's reply is the
 * studio's journey.)
 */
const PERFORMER = 'lunasky';
const balance = (page: Page) => header(page).getByRole('button', { name: /^Balance: / });
const balanceCents = async (page: Page) => Number(await balance(page).getAttribute('data-balance'));

/** "Send · 1.234,99 €" → 123499 (§9: comma decimals, dot thousands, ',00' stripped). */
function cents(label: string): number {
  const amount = /· ([\d.]+)(?:,(\d{2}))? €$/.exec(label);
  if (!amount) throw new Error(`no price in "${label}"`);
  return Number((amount[1] ?? '').replaceAll('.', '')) * 100 + Number(amount[2] ?? '0');
}

const sendButton = (conversation: Locator) => conversation.getByRole('button', { name: /^(Send|Free message)/ });

async function send(conversation: Locator, text: string) {
  await conversation.getByRole('textbox', { name: 'Your message' }).fill(text);
  await sendButton(conversation).click();
  await expect(conversation.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expect(conversation.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
}

test('the demo guest messages a performer from her profile: a paid message, a gift, HTML shown as text', async ({ page }) => {
  test.setTimeout(120_000);
  await logInDemoGuest(page);

  await open(page, `/en/amateur/${PERFORMER}/`);
  await page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/messenger\/\?actor=\d+$/);
  const conversation = page.getByRole('region', { name: /^Conversation with / });
  await expect(conversation).toBeVisible();
  await expect(balance(page)).toHaveAttribute('data-balance', /^\d+$/);

  // Free messages first (§4 freeMessagesAmount counts down); they cost nothing.
  for (let i = 0; i < 20 && /^Free message/.test((await sendButton(conversation).textContent()) ?? ''); i += 1) {
    const before = await balanceCents(page);
    await send(conversation, `Free hello ${Date.now()}`);
    expect(await balanceCents(page)).toBe(before);
  }

  // A paid message: the button says the price before sending; the header's balance drops by it.
  await conversation.getByRole('textbox', { name: 'Your message' }).fill('x');
  const price = cents((await sendButton(conversation).textContent()) ?? '');
  expect(price).toBeGreaterThan(0);
  const before = await balanceCents(page);
  await send(conversation, `Hello from the journey ${Date.now()}`);
  await expect(balance(page)).toHaveAttribute('data-balance', String(before - price));

  // A gift: added from the catalogue, the price on the button includes it, and it is charged so.
  await conversation.getByRole('button', { name: 'Gifts' }).click();
  await conversation.getByRole('region', { name: 'Gifts' }).getByRole('button', { name: /^Add / }).and(page.locator(':enabled')).first().click();
  await expect(conversation.getByRole('region', { name: 'With this message' })).toBeVisible();
  await conversation.getByRole('textbox', { name: 'Your message' }).fill('x');
  const withGift = cents((await sendButton(conversation).textContent()) ?? '');
  const beforeGift = await balanceCents(page);
  await send(conversation, `A gift for you ${Date.now()}`);
  await expect(balance(page)).toHaveAttribute('data-balance', String(beforeGift - withGift));
  await expect(conversation.getByRole('region', { name: 'With this message' })).toHaveCount(0);

  // Script or HTML is stored as text and shown escaped.
  const html = `<b>html</b> ${Date.now()}`;
  await send(conversation, html);
  await expect(conversation.getByText(html, { exact: true })).toBeVisible();
  await expect(conversation.locator('article b')).toHaveCount(0);

  // The conversation is in the list, and the header links to the messenger.
  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /./ }).first()).toBeVisible();
  await expect(header(page).getByRole('link', { name: /^Messages/ }).first()).toHaveAttribute('href', /^\/en\/messenger\/?$/);
});

test('a visitor who clicks "Message" logs in and lands in that conversation', async ({ page }) => {
  await open(page, `/en/amateur/${PERFORMER}/`);
  await page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page.getByText('Log in to read and write your messages.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await logInInOverlay(page, 'demo@example.com', 'demo-pass-123');
  await expect(page.getByRole('region', { name: /^Conversation with / })).toBeVisible();
});
