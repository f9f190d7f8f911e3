import { type Browser, expect, type Page, test } from '@playwright/test';
import { header, newGuest, open, signUpInOverlay } from '../overlay-helpers';
import { PERFORMER, studioPage } from '../studio-helpers';

/**
 * Issue 8 live preview (§6 "Live preview time limit: 5 (VIP: 20)"): the performer goes online
 * with her camera; a guest without money starts the free preview, sees her video (muted) and the
 * countdown, unseen by her studio; after 5 s it ends with the 401 message and offers her live
 * chat; a second preview the same day is refused (402). Project "live", like live-chat.spec.ts.
 */
const profilePath = `/en/amateur/${PERFORMER.slug}/`;

/** The studio's live page, camera on and online (as in live-chat.spec.ts; spec files do not share code). */
async function goLive(browser: Browser): Promise<Page> {
  const studio = await studioPage(browser);
  await studio.goto('/studio/live/');
  await studio.getByTestId('studio-camera-start').click();
  await expect.poll(() => studio.getByTestId('studio-camera-preview').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await studio.getByTestId('studio-go-online').click();
  await expect(studio.getByTestId('studio-go-offline')).toBeVisible();
  return studio;
}

/** A new guest (no balance: the preview is free) on her profile. */
async function guestOnProfile(browser: Browser): Promise<{ page: Page; screenName: string }> {
  const page = await (await browser.newContext({ locale: 'en-US', storageState: { cookies: [{ name: 'cc', value: 'f0a0', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] } })).newPage();
  const guest = newGuest();
  await open(page, '/en/');
  await header(page).getByRole('button', { name: 'Sign up free' }).click();
  await signUpInOverlay(page, guest);
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible();
  await open(page, profilePath);
  return { page, screenName: guest.screenName };
}

test('a guest watches her live preview for 5 s, muted, with a countdown and her paid chats; it ends with the 401 message; one preview a day', async ({ browser }) => {
  test.setTimeout(180_000);
  const studio = await goLive(browser);
  const { page: guest, screenName } = await guestOnProfile(browser);

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
