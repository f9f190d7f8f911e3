import { type Browser, expect, type Page, test } from '@playwright/test';
import { PERFORMER, studioPage } from '../studio-helpers';
import { goLive, guestOnProfile } from './live-helpers';

/**
 * Bullet 6, the anonymous voice call (§7 messenger voice call, §8 codes, §9 2000), in two
 * Chromium contexts with fake devices (playwright.config.ts): she goes online in the studio; a
 * guest opens the messenger with her, calls, she accepts an "Anonymous caller" request, the guest
 * sees the call connected with its timer, hangs up and reads the ended state. A guest without
 * money gets the error state "… (code 2003)".
 */
/** A new guest in a browser of their own, signed up (and topped up with 10 € unless told), in the messenger with her. */
async function guestInMessenger(browser: Browser, withMoney: boolean): Promise<{ page: Page; screenName: string }> {
  const { page, screenName } = await guestOnProfile(browser, { money: withMoney });
  await page.getByRole('main').getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/messenger\/\?actor=\d+$/);
  return { page, screenName };
}

test('she goes online; a guest calls her anonymously from the messenger, she accepts, the call connects and runs, the guest hangs up', async ({ browser }) => {
  test.setTimeout(240_000);
  const studio = await goLive(browser);
  const { page: guest, screenName } = await guestInMessenger(browser, true);

  // The header's Call shows her price per minute.
  const call = guest.getByTestId('voice-call-button');
  await expect(call).toBeVisible({ timeout: 15_000 });
  await expect(call).toContainText(/€/);
  await call.click();
  const box = guest.getByTestId('voice-call-box');
  await expect(box.getByTestId('voice-call-status')).toHaveAttribute('data-state', 'ringing');
  await expect(box).toContainText(`Calling ${PERFORMER.name}`);

  // She sees an anonymous request: never the guest's name.
  const request = studio.locator('[data-testid^="studio-request-"]').first();
  await expect(request).toContainText('Anonymous caller — voice call', { timeout: 15_000 });
  await expect(request).not.toContainText(screenName);
  await studio.locator('[data-testid^="studio-accept-"]').first().click();
  await expect(studio.getByText('Voice call with an anonymous caller')).toBeVisible();

  // Connected: the timer runs and the cost so far shows.
  await expect(box.getByTestId('voice-call-status')).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
  await expect(box.getByTestId('voice-call-status')).toHaveText('Connected');
  const timer = box.getByTestId('voice-call-timer');
  await expect(timer).not.toHaveText('00:00', { timeout: 10_000 });
  await expect(box.getByTestId('voice-call-cost')).toContainText('€');
  await expect(studio.getByTestId('studio-room')).toContainText('Anonymous caller');
  await expect(studio.getByTestId('studio-room')).not.toContainText(screenName);

  // Hang up: the ended state with the exit message and the amount.
  await box.getByTestId('voice-call-hang-up').click();
  await expect(box.getByTestId('voice-call-ended')).toBeVisible({ timeout: 15_000 });
  await expect(box.getByTestId('voice-call-exit')).toHaveText('You left the chat.');
  await expect(box.getByTestId('voice-call-amount')).toContainText('€');

  await studio.getByTestId('studio-go-offline').click();
  await studio.context().close();
  await guest.context().close();
});

test('online from her dashboard without her camera, she takes a call with her microphone alone', async ({ browser }) => {
  test.setTimeout(240_000);
  const studio = await studioPage(browser);
  await studio.getByRole('button', { name: 'Go online' }).click();
  await expect(studio.getByText('You are online')).toBeVisible();
  await studio.goto('/studio/live/');
  await expect(studio.getByTestId('studio-camera-start')).toBeVisible();
  const { page: guest } = await guestInMessenger(browser, true);

  await guest.getByTestId('voice-call-button').click();
  const box = guest.getByTestId('voice-call-box');
  const request = studio.locator('[data-testid^="studio-request-"]').first();
  await expect(request).toContainText('Anonymous caller — voice call', { timeout: 15_000 });
  await expect(request).not.toContainText('Start your camera');
  await studio.locator('[data-testid^="studio-accept-"]').first().click();
  await expect(box.getByTestId('voice-call-status')).toHaveAttribute('data-state', 'connected', { timeout: 30_000 });
  // Her camera stays off: the call carries her microphone only.
  await expect(studio.getByTestId('studio-camera-start')).toBeVisible();
  await expect(studio.getByTestId('studio-voice-audio')).toBeAttached();

  await studio.getByRole('button', { name: 'End chat' }).click();
  await expect(box.getByTestId('voice-call-ended')).toBeVisible({ timeout: 15_000 });
  await expect(studio.getByText('Voice call with an anonymous caller')).toHaveCount(0);

  await studio.getByTestId('studio-go-offline').click();
  await studio.context().close();
  await guest.context().close();
});

test('a guest with 0 balance sees the error state with code 2003 and a top-up', async ({ browser }) => {
  test.setTimeout(180_000);
  const studio = await goLive(browser);
  const { page: guest } = await guestInMessenger(browser, false);

  await guest.getByTestId('voice-call-button').click();
  const error = guest.getByTestId('voice-call-error');
  await expect(error).toContainText('(code 2003)', { timeout: 15_000 });
  await expect(error).toHaveAttribute('data-code', '2003');
  await expect(guest.getByTestId('voice-call-box').getByRole('button', { name: 'Top up' })).toBeVisible();
  await expect(studio.locator('[data-testid^="studio-request-"]')).toHaveCount(0);

  await studio.getByTestId('studio-go-offline').click();
  await studio.context().close();
  await guest.context().close();
});
