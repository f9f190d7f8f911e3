import { expect, type Page, test } from '@playwright/test';
import { header, logInDemoGuest, open } from './overlay-helpers';
import { PERFORMER, studioPage } from './studio-helpers';

/**
 * "Done when", in two browsers at once: the performer logs in to the studio and goes
 * online, and the guest's open page (her profile: it shows her online state in words) follows
 * without a reload; the demo guest sends a message, it arrives live in the studio's messenger,
 * the performer replies, and the guest's header shows the unread count.
 */
const status = (studio: Page) => studio.getByRole('status').filter({ hasText: /^You are (online|offline)$/ });

async function switchTo(studio: Page, online: boolean) {
  const [button, text] = online ? ['Go online', 'You are online'] : ['Go offline', 'You are offline'];
  if ((await status(studio).textContent()) !== text) await studio.getByRole('button', { name: button }).click();
  await expect(status(studio)).toHaveText(text);
}

test('the performer goes online in the studio, the guest sees it without reloading; a guest message arrives live, she replies, the guest gets the unread count', async ({ page: guest, browser }) => {
  test.setTimeout(120_000);

  // The guest: logged in, her profile open (and left open).
  await logInDemoGuest(guest);
  await open(guest, `/en/amateur/${PERFORMER.slug}/`);
  const presence = guest.locator('main header').first();
  await guest.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  // The performer: studio login, then offline → online; the guest's page follows each switch.
  const studio = await studioPage(browser);
  await expect(status(studio)).toBeVisible();
  // The guest's socket connects after hydration: a switch before that passes unseen, so the pair is repeated until seen.
  await expect(async () => {
    await switchTo(studio, false);
    await expect(presence.getByText('Offline', { exact: true })).toBeVisible({ timeout: 2_000 });
    await switchTo(studio, true);
    await expect(presence.getByText('Online now', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(await guest.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // The studio's messenger is open before the guest writes: the message must arrive live.
  await studio.getByRole('navigation', { name: 'Studio navigation' }).getByRole('link', { name: 'Messenger' }).click();
  await expect(studio.getByRole('heading', { name: 'Messenger', level: 1 })).toBeVisible();
  const channels = studio.getByRole('navigation', { name: 'Conversations' });

  // The guest writes from the profile's Message link (the messenger of M2).
  const text = `Hello from the studio journey ${Date.now()}`;
  await guest.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click();
  const conversation = guest.getByRole('region', { name: /^Conversation with / });
  await conversation.getByRole('textbox', { name: 'Your message' }).fill(text);
  await conversation.getByRole('button', { name: /^(Send|Free message)/ }).click();
  await expect(conversation.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  // Away from the conversation, so the reply stays unread.
  await open(guest, '/en/');

  // The performer sees it without reloading, opens it and replies.
  const channel = channels.getByRole('button').filter({ hasText: text });
  await expect(channel).toBeVisible({ timeout: 10_000 });
  await channel.click();
  const messages = studio.getByRole('list', { name: 'DemoGuest' });
  await expect(messages.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  const reply = `Thank you! ${Date.now()}`;
  await studio.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await studio.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messages.getByRole('listitem').filter({ hasText: reply })).toBeVisible();
  await expect(studio.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');

  // The guest's header counts the unread reply, live.
  await expect(header(guest).getByRole('link', { name: /^Messages, [1-9]\d* unread/ }).first()).toBeVisible({ timeout: 10_000 });
  await studio.context().close();
});

test('without a studio session the studio pages lead to the login, and a wrong password gets one clear message', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/studio/dashboard/');
  await expect(page).toHaveURL(/\/studio\/$/);
  // Another demo login than the journey's, so its failure never counts toward LunaSky's throttle.
  await page.getByRole('textbox', { name: 'Email address' }).fill('studio3@studio.example');
  await page.getByLabel('Password').fill('not-her-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The email address or the password is not correct.' })).toBeVisible();
  await context.close();
});

/**
 * §7 messenger content change, in two browsers: the performer withdraws a reply in the studio and
 * the guest's open conversation shows it withdrawn in place, without a reload. Assumes the demo
 * guest (demo@example.com, with money or free messages) and the demo performer's studio login.
 * In this file with the studio's other conversation journey: both find the demo guest's one
 * conversation by its newest message, which a journey in another worker would change under them.
 */
test('she withdraws her reply in the studio; the guest sees it withdrawn in place, live', async ({ page: guest, browser }) => {
  test.setTimeout(120_000);
  await logInDemoGuest(guest);
  await open(guest, `/en/amateur/${PERFORMER.slug}/`);
  await guest.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click();
  const conversation = guest.getByRole('region', { name: /^Conversation with / });
  const hello = `Content change journey ${Date.now()}`;
  await conversation.getByRole('textbox', { name: 'Your message' }).fill(hello);
  await conversation.getByRole('button', { name: /^(Send|Free message)/ }).click();
  await expect(conversation.getByRole('listitem').filter({ hasText: hello })).toBeVisible();
  await guest.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  const studio = await studioPage(browser);
  await studio.getByRole('navigation', { name: 'Studio navigation' }).getByRole('link', { name: 'Messenger' }).click();
  await studio.getByRole('navigation', { name: 'Conversations' }).getByRole('button').filter({ hasText: hello }).click();
  const messages = studio.getByRole('list', { name: 'DemoGuest' });
  const reply = `Sent by mistake ${Date.now()}`;
  await studio.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await studio.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = messages.getByRole('listitem').filter({ hasText: reply });
  await expect(sent).toBeVisible();

  // The reply arrives in the guest's open conversation, then goes when she withdraws it.
  await expect(conversation.getByText(reply)).toBeVisible({ timeout: 10_000 });
  await sent.getByRole('button', { name: 'Withdraw' }).click();
  await expect(messages.getByText(reply)).toHaveCount(0);
  await expect(messages.getByText('Withdrawn', { exact: true }).last()).toBeVisible();
  await expect(conversation.getByText(reply)).toHaveCount(0, { timeout: 10_000 });
  await expect(conversation.getByText('This message was withdrawn.').last()).toBeVisible();
  expect(await guest.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await studio.context().close();
});
