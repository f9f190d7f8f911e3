import { expect, test } from '@playwright/test';
import { open } from '../overlay-helpers';
import { PERFORMER } from '../studio-helpers';
import { goLive, guestOnProfile } from './live-helpers';

/**
 * §2 tile-grid kinds my video chats and best-chat recommendations on the personal area's
 * favourite cams page (§7 tileGrid get/{type}/{payload}). Assumes the demo performer (LunaSky)
 * offers a free chat; runs in project "live" (her room).
 */
test('a guest without chats sees the best-chats ranking; after a free chat with her rated Great she is in his video chats and his best chats', async ({ browser }) => {
  test.setTimeout(180_000);
  const studio = await goLive(browser);
  const { page: guest } = await guestOnProfile(browser, { money: false });

  await open(guest, '/en/my-account/favorite-cams/');
  const videoChats = guest.getByRole('region', { name: 'My video chats' });
  const bestChats = guest.getByRole('region', { name: 'Your best chats' });
  await expect(videoChats).toContainText('You have not had a video chat yet.');
  await expect(bestChats).toContainText('No chats of your own yet');

  await open(guest, `/en/amateur/${PERFORMER.slug}/`);
  await guest.getByTestId('chat-start-free').click();
  await expect(guest.getByTestId('chat-status')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  await guest.getByTestId('chat-end').click();
  await expect(guest.getByTestId('chat-receipt')).toBeVisible();
  await guest.getByTestId('chat-survey').getByRole('button', { name: 'Great' }).click();
  await expect(guest.getByTestId('chat-survey')).toContainText('Thanks for your feedback!');

  await open(guest, '/en/my-account/favorite-cams/');
  const chatTile = videoChats.getByRole('listitem').filter({ hasText: PERFORMER.name });
  await expect(chatTile).toContainText('1 chat');
  await expect(chatTile.getByRole('link', { name: PERFORMER.name })).toHaveAttribute('href', `/en/amateur/${PERFORMER.slug}/`);
  await expect(bestChats).toContainText('The performers of your best-rated and longest chats.');
  await expect(bestChats.getByRole('listitem').filter({ hasText: PERFORMER.name })).toContainText('Rated great once');

  await studio.getByTestId('studio-go-offline').click();
  await studio.context().close();
  await guest.context().close();
});
