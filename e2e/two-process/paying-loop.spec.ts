import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { header, newGuest, signUpInOverlay, topUp } from '../overlay-helpers';
import { PERFORMER } from '../studio-helpers';

/**
 * The paying loop with the guest on one app process and the performer on the other
 * (E2E_ENGINE=two-process: scripts/two-process.mjs, two processes on one PostgreSQL behind a
 * round-robin proxy). Each browser is pinned to its process by the proxy's test cookie, and every
 * page says which process served it: her studio on a, the guest on b. Top-up, a paid message she
 * receives live, a private chat she accepts that connects (signalling forwarded between the
 * processes) and bills, the balance falling in the guest's header.
 */
const consent = { name: 'cc', value: 'f0a0', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const };

async function pinnedContext(browser: Browser, process: 'a' | 'b'): Promise<BrowserContext> {
  const pin = { ...consent, name: 'two-process-pin', value: process };
  return browser.newContext({ locale: 'en-US', storageState: { cookies: [consent, pin], origins: [] } });
}

async function expectServedBy(page: Page, path: string, process: 'a' | 'b') {
  const response = await page.goto(path);
  expect(response?.headers()['x-served-by']).toBe(process);
  await page.waitForLoadState('networkidle');
}

const balance = (page: Page) => header(page).getByRole('button', { name: /^Balance: / });
const balanceOf = async (page: Page) => Number(await balance(page).getAttribute('data-balance'));
const sendButton = (conversation: Locator) => conversation.getByRole('button', { name: /^(Send|Free message)/ });
const first = (scope: Page, prefix: string) => scope.locator(`[data-testid^="${prefix}"]`).first();

test('guest on process b, performer on process a: top-up, a paid message she receives, a private chat she accepts that connects and bills', async ({ browser }) => {
  test.setTimeout(300_000);
  // Her studio on process a: logged in, camera on, online.
  const studioContext = await pinnedContext(browser, 'a');
  const studio = await studioContext.newPage();
  await expectServedBy(studio, '/studio/', 'a');
  await studio.getByRole('textbox', { name: 'Email address' }).fill(PERFORMER.email);
  await studio.getByLabel('Password').fill(PERFORMER.password);
  await studio.getByRole('button', { name: 'Log in' }).click();
  await expect(studio.getByRole('heading', { name: `Hello ${PERFORMER.name}` })).toBeVisible();
  await expectServedBy(studio, '/studio/live/', 'a');
  await studio.getByTestId('studio-camera-start').click();
  await expect.poll(() => studio.getByTestId('studio-camera-preview').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await studio.getByTestId('studio-go-online').click();
  await expect(studio.getByTestId('studio-go-offline')).toBeVisible();
  // Her messenger, open before the guest writes (a second tab, also on process a).
  const inbox = await studioContext.newPage();
  await expectServedBy(inbox, '/studio/messenger/', 'a');
  const channels = inbox.getByRole('navigation', { name: 'Conversations' });

  // The guest on process b: signs up, tops up 10 € (the pay pages of process b).
  const guestContext = await pinnedContext(browser, 'b');
  const guest = await guestContext.newPage();
  const account = newGuest();
  await expectServedBy(guest, '/en/', 'b');
  await header(guest).getByRole('button', { name: 'Sign up free' }).click();
  await signUpInOverlay(guest, account);
  await expect(header(guest).getByRole('link', { name: `Your account: ${account.screenName}` })).toBeVisible();
  await topUp(guest, '10 €');
  expect(await balanceOf(guest)).toBe(1000);

  // A paid message: free ones first, then one that costs; it arrives live in her studio on a.
  await expectServedBy(guest, `/en/amateur/${PERFORMER.slug}/`, 'b');
  await guest.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click();
  const conversation = guest.getByRole('region', { name: /^Conversation with / });
  await expect(conversation).toBeVisible();
  for (let i = 0; i < 20; i += 1) {
    await conversation.getByRole('textbox', { name: 'Your message' }).fill('x');
    if (!/^Free message/.test((await sendButton(conversation).textContent()) ?? '')) break;
    const text = `Free hello ${Date.now()}`;
    await conversation.getByRole('textbox', { name: 'Your message' }).fill(text);
    await sendButton(conversation).click();
    await expect(conversation.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  }
  const paid = `Paid hello across processes ${Date.now()}`;
  const beforeMessage = await balanceOf(guest);
  await conversation.getByRole('textbox', { name: 'Your message' }).fill(paid);
  await sendButton(conversation).click();
  await expect(conversation.getByRole('listitem').filter({ hasText: paid })).toBeVisible();
  await expect.poll(() => balanceOf(guest)).toBeLessThan(beforeMessage);
  await expect(channels.getByRole('button').filter({ hasText: paid })).toBeVisible({ timeout: 15_000 });

  // A private chat: requested on b, accepted on a; it connects (P2P signalling through the
  // processes' bus) and bills each second; the balance reaches the guest's header on b.
  await expectServedBy(guest, `/en/amateur/${PERFORMER.slug}/`, 'b');
  const beforeChat = await balanceOf(guest);
  await guest.getByTestId('chat-start-single').click();
  await expect(first(studio, 'studio-request-')).toContainText(account.screenName, { timeout: 15_000 });
  await first(studio, 'studio-accept-').click();
  await expect(guest.getByTestId('chat-status')).toHaveAttribute('data-state', 'live', { timeout: 45_000 });
  await expect.poll(() => guest.getByTestId('chat-video').evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => balanceOf(guest), { timeout: 20_000 }).toBeLessThan(beforeChat);
  const falling = await balanceOf(guest);
  await expect.poll(() => balanceOf(guest), { timeout: 20_000 }).toBeLessThan(falling);
  await guest.getByTestId('chat-end').click();
  await expect(guest.getByTestId('chat-receipt')).toBeVisible({ timeout: 15_000 });
  await guestContext.close();
  await studioContext.close();
});
