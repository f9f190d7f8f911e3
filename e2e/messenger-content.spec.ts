import { expect, test } from '@playwright/test';
import { header, logInInOverlay, open } from './overlay-helpers';
import { PERFORMER, studioPage } from './studio-helpers';

/**
 * §7 messenger content change, in two browsers: the performer withdraws a reply in the studio and
 * the guest's open conversation shows it withdrawn in place, without a reload. Assumes the demo
 * guest (demo@example.com, with money or free messages) and the demo performer's studio login.
 */
test('she withdraws her reply in the studio; the guest sees it withdrawn in place, live', async ({ page: guest, browser }) => {
  test.setTimeout(120_000);
  await open(guest, '/en/');
  await header(guest).getByRole('button', { name: 'Log in' }).click();
  await logInInOverlay(guest, 'demo@example.com', 'demo-pass-123');
  await expect(header(guest).getByRole('link', { name: /^Your account: / })).toBeVisible();
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
