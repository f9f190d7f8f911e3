import { expect, test } from '@playwright/test';
import { goLive, guestOnProfile } from './live-helpers';

/**
 * Live preview (§6 "Live preview time limit: 5 (VIP: 20)"): the performer goes online
 * with her camera; a guest without money starts the free preview, sees her video (muted) and the
 * countdown, unseen by her studio; after 5 s it ends with the 401 message and offers her live
 * chat; a second preview the same day is refused (402). Project "live", like live-chat.spec.ts.
 */
test('a guest watches her live preview for 5 s, muted, with a countdown and her paid chats; it ends with the 401 message; one preview a day', async ({ browser }) => {
  test.setTimeout(180_000);
  const studio = await goLive(browser);
  const { page: guest, screenName } = await guestOnProfile(browser, { money: false }); // no balance: the preview is free

  const entry = guest.getByTestId('chat-start-preview');
  await expect(entry).toContainText('Live preview');
  await expect(entry).toContainText('5 s free');
  await entry.click();

  const video = guest.getByTestId('chat-video');
  await expect(guest.getByTestId('chat-status')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  const countdown = guest.getByTestId('preview-countdown');
  await expect(countdown).toHaveText(/^[0-5] s left$/);
  await expect(guest.getByTestId('preview-switch').getByTestId('chat-start-live')).toContainText(/€\/min/);
  await expect(guest.getByTestId('chat-text-input')).toHaveCount(0);
  // Unseen: she is not told, and her room list does not show the guest.
  await expect(studio.getByTestId('studio-room')).not.toContainText(screenName);

  // The server's ticker ends it at 5 s: the §3 live-preview exit offers her live chat, no survey, no receipt.
  await expect(guest.getByTestId('chat-exit-message')).toHaveText('Your free preview time is over.', { timeout: 15_000 });
  await expect(guest.getByTestId('chat-start-live')).toContainText(/€\/min/);
  await expect(guest.getByTestId('chat-survey')).toHaveCount(0);
  await expect(guest.getByTestId('chat-receipt')).toHaveCount(0);

  // One preview per performer and day: the second start is refused with the 402 message.
  await guest.getByRole('button', { name: 'Back to the chats' }).click();
  await guest.getByTestId('chat-start-preview').click();
  await expect(guest.getByText("You have used all of today's previews.")).toBeVisible();

  await studio.getByTestId('studio-go-offline').click();
  for (const page of [studio, guest]) await page.context().close();
});
