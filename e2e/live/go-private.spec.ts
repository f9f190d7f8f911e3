import { expect, type Page, test } from '@playwright/test';
import { header } from '../overlay-helpers';
import { PERFORMER } from '../studio-helpers';
import { goLive, guestOnProfile } from './live-helpers';

/**
 * §6 "a guest in a free or live chat can go private (or cam2cam) from the running chat": the
 * guest in her free chat picks the private chat in the running room; she accepts; the free chat
 * ends (exit 102, nothing paid) and the private one bills by the second once it connects.
 * Assumes the seed of the README: LunaSky offers free chat and no ticket show of hers runs.
 */
const balanceOf = async (page: Page) => Number(await header(page).getByRole('button', { name: /^Balance: / }).getAttribute('data-balance'));

test('her studio links her profile; a guest in her free chat goes private from the running chat; billing starts when she accepts', async ({ browser }) => {
  test.setTimeout(240_000);
  const studio = await goLive(browser);
  // Her studio links her public profile, as guests see it.
  await expect(studio.getByTestId('studio-profile-link')).toHaveAttribute('href', `/en/amateur/${PERFORMER.slug}/`);
  const { page: guest, screenName } = await guestOnProfile(browser);

  await guest.getByTestId('chat-start-free').click();
  await expect(guest.getByTestId('chat-status')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  await expect(studio.getByTestId('studio-room')).toContainText(screenName);
  const before = await balanceOf(guest);

  // The running free chat offers her private chats; the free chat's cost stays "Free".
  const switcher = guest.getByTestId('chat-switch');
  await expect(switcher).toContainText('Go private with LunaSky');
  await expect(switcher.getByTestId('chat-start-voyeur')).toHaveCount(0);
  await switcher.getByTestId('chat-start-single').click();

  // Her request list shows the guest; until she accepts nothing is billed.
  await expect(studio.locator('[data-testid^="studio-request-"]').first()).toContainText(screenName);
  expect(await balanceOf(guest)).toBe(before);
  await studio.locator('[data-testid^="studio-accept-"]').first().click();
  await expect(guest.getByTestId('chat-status')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  await expect(guest.getByTestId('chat-cost')).toContainText('€');
  await expect(guest.getByTestId('chat-switch')).toHaveCount(0);
  await expect.poll(() => balanceOf(guest), { timeout: 20_000 }).toBeLessThan(before);

  // The end: the receipt is the private chat's.
  await guest.getByTestId('chat-end').click();
  await expect(guest.getByTestId('chat-receipt')).toContainText('Private chat');

  await studio.getByTestId('studio-go-offline').click();
  await studio.context().close();
  await guest.context().close();
});
