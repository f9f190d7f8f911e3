import { expect, type Locator, type Page, test } from '@playwright/test';
import { header, open } from '../overlay-helpers';
import { PERFORMER } from '../studio-helpers';
import { goLive, guestOnProfile, profilePath } from './live-helpers';

/**
 * "Done when", in several Chromium browsers with fake cameras (playwright.config.ts):
 * the performer goes online in the studio's live page with her camera; guests join her free
 * chat, a private chat billed each second, watch as voyeur, and a ticket show. These journeys
 * run after every other one (project "live"): they take the demo performer's room for themselves.
 */
const balance = (page: Page) => header(page).getByRole('button', { name: /^Balance: / });
const balanceOf = async (page: Page) => Number(await balance(page).getAttribute('data-balance'));

/** The chat's video shows frames of her fake camera. */
async function expectVideo(page: Page) {
  const video = page.getByTestId('chat-video');
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
}

/** Her microphone is heard: the stream's audio, through Web Audio, is not silence (the fake device beeps). */
async function expectSound(page: Page) {
  await page.getByRole('button', { name: 'Sound on' }).click();
  const loudest = () =>
    page.getByTestId('chat-video').evaluate(async (v: HTMLVideoElement) => {
      const stream = v.srcObject as MediaStream;
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      context.createMediaStreamSource(stream).connect(analyser);
      const samples = new Uint8Array(analyser.fftSize);
      let peak = 0;
      for (let i = 0; i < 30; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        analyser.getByteTimeDomainData(samples);
        for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128));
      }
      await context.close();
      return peak;
    });
  await expect.poll(loudest, { timeout: 20_000 }).toBeGreaterThan(2);
}

const first = (scope: Page | Locator, prefix: string) => scope.locator(`[data-testid^="${prefix}"]`).first();

test('she goes live; a guest joins her free chat, sees and hears her, takes her private, pays by the second, sends a gift and a toy command she receives, ends and reads the receipt', async ({ browser }) => {
  test.setTimeout(240_000);
  const studio = await goLive(browser);
  const { page: guest, screenName } = await guestOnProfile(browser);

  // Free chat: her price per minute is shown before the start; the chat costs nothing; the guest's
  // free time with her today (§3 free-chat durations) is shown and counts down while it runs.
  await expect(guest.getByTestId('chat-start-free')).toContainText('Free · 05:00 left');
  await expect(guest.getByTestId('chat-start-single')).toContainText(/€\/min/);
  await guest.getByTestId('chat-start-free').click();
  await expectVideo(guest);
  await expect(guest.getByTestId('chat-free-left')).toContainText(/04:[45]\d free left/);
  await expectSound(guest);
  await expect(studio.getByTestId('studio-room')).toContainText(screenName);
  await guest.getByTestId('chat-end').click();
  await expect(guest.getByTestId('chat-exit-message')).toHaveText('You left the chat.');
  await expect(guest.getByTestId('chat-receipt')).toBeVisible();
  await guest.getByRole('button', { name: 'Back to the chats' }).click();

  // Private chat: a request she accepts; then the header's balance falls second by second.
  const before = await balanceOf(guest);
  await guest.getByTestId('chat-start-single').click();
  await expect(first(studio, 'studio-request-')).toContainText(screenName);
  await first(studio, 'studio-accept-').click();
  await expectVideo(guest);
  await expect.poll(() => balanceOf(guest), { timeout: 15_000 }).toBeLessThan(before);
  const falling = await balanceOf(guest);
  await expect.poll(() => balanceOf(guest), { timeout: 15_000 }).toBeLessThan(falling);

  // Text both ways, shown as text; a gift and a toy command reach her studio at once.
  await guest.getByTestId('chat-text-input').fill('Hello <b>Luna</b>');
  await guest.getByTestId('chat-text-send').click();
  await expect(studio.getByTestId('studio-chat-messages')).toContainText('Hello <b>Luna</b>');
  await studio.getByTestId('studio-chat-text-input').fill('Hi there!');
  await studio.getByTestId('studio-chat-text-send').click();
  await expect(guest.getByTestId('chat-messages')).toContainText('Hi there!');
  await first(guest, 'chat-gift-').click();
  await expect(studio.getByTestId('studio-chat-messages')).toContainText(screenName);
  await first(guest, 'chat-toy-').click();
  await expect(studio.getByTestId('studio-toy-log').locator('li')).toHaveCount(1, { timeout: 2_000 });

  // The end: the itemised receipt, what she earned, the survey.
  await guest.getByTestId('chat-end').click();
  const receipt = guest.getByTestId('chat-receipt');
  await expect(receipt).toContainText('Private chat');
  await expect(receipt).toContainText('€');
  await expect(studio.getByTestId('studio-chat-earnings')).toContainText(/€/);
  await guest.getByTestId('chat-survey').getByRole('button', { name: 'Great' }).click();
  await expect(guest.getByTestId('chat-survey')).toContainText('Thanks for your feedback!');
  expect(await balanceOf(guest)).toBeLessThan(falling);

  await studio.getByTestId('studio-go-offline').click();
  await studio.context().close();
  await guest.context().close();
});

test('a second guest watches as voyeur without appearing in her room; a kicked guest is told so', async ({ browser }) => {
  test.setTimeout(240_000);
  const studio = await goLive(browser);
  const { page: viewer, screenName: viewerName } = await guestOnProfile(browser);
  const { page: voyeur, screenName: voyeurName } = await guestOnProfile(browser);

  await viewer.getByTestId('chat-start-live').click();
  await expectVideo(viewer);
  await voyeur.getByTestId('chat-start-voyeur').click();
  await expectVideo(voyeur);
  await expect(voyeur.getByTestId('chat-text-input')).toHaveCount(0);

  const room = studio.getByTestId('studio-room');
  await expect(room).toContainText(viewerName);
  // The room list refreshes every 5 s: after a refresh the voyeur is still not in it.
  await studio.waitForTimeout(6_000);
  await expect(room).toContainText(viewerName);
  await expect(room).not.toContainText(voyeurName);

  await first(studio, 'studio-kick-').click();
  await expect(viewer.getByTestId('chat-exit-message')).toBeVisible();
  await expect(room).not.toContainText(viewerName);

  await studio.getByTestId('studio-go-offline').click();
  await expect(voyeur.getByTestId('chat-exit-message')).toHaveText('The performer ended the chat or went offline.');
  for (const page of [studio, viewer, voyeur]) await page.context().close();
});

test('a ticket show starts for ticket holders only: the holder is invited and watches, a guest without a ticket is refused', async ({ browser }) => {
  test.setTimeout(240_000);
  const { page: holder } = await guestOnProfile(browser);
  const { page: stranger } = await guestOnProfile(browser);

  // Her seeded show starts within the hour: the holder buys a ticket on her live-show page.
  await open(holder, `/en/amateur/${PERFORMER.slug}/live-show/`);
  const buy = first(holder, 'ticket-buy-');
  const showId = ((await buy.getAttribute('data-testid')) ?? '').replace('ticket-buy-', '');
  await buy.click();
  await expect(holder.getByTestId(`ticket-bought-${showId}`)).toBeVisible();

  const studio = await goLive(browser);
  await studio.getByTestId(`studio-show-start-${showId}`).click();
  const invitation = holder.getByTestId('show-invitation');
  await expect(invitation).toBeVisible();
  await invitation.getByRole('link', { name: 'Watch now' }).click();
  await holder.waitForURL(new RegExp(`${profilePath}\\?chat=live`));
  await holder.waitForLoadState('networkidle');
  await expect(holder.getByTestId('chat-start-live')).toContainText('With your ticket');
  await holder.getByTestId('chat-start-live').click();
  await expectVideo(holder);
  await expect(holder.getByTestId('chat-cost')).toHaveText('Free');

  await open(stranger, profilePath);
  // Without a ticket her panel offers no chat during the show, says why and where to get one (the server refuses a start with 403 too).
  await expect(stranger.getByTestId('chat-ticket-show')).toContainText('only ticket holders can watch');
  await expect(stranger.getByTestId('chat-start-live')).toHaveCount(0);
  await expect(stranger.getByRole('link', { name: 'Get a ticket' })).toBeVisible();

  await studio.getByTestId(`studio-show-end-${showId}`).click();
  await expect(holder.getByTestId('chat-exit-message')).toHaveText('The performer ended the chat or went offline.');
  await studio.getByTestId('studio-go-offline').click();
  for (const page of [studio, holder, stranger]) await page.context().close();
});
