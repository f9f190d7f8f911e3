import { type Browser, expect, type Page } from '@playwright/test';
import { open, signUpQuickly, topUp } from '../overlay-helpers';
import { PERFORMER, studioPage } from '../studio-helpers';

/** Shared steps of the live journeys (project "live"): her studio goes live, guests sign up. */
export const profilePath = `/en/amateur/${PERFORMER.slug}/`;

/** The studio's live page, camera on and online (publishing into her room). */
export async function goLive(browser: Browser): Promise<Page> {
  const studio = await studioPage(browser);
  await studio.goto('/studio/live/');
  await studio.getByTestId('studio-camera-start').click();
  await expect.poll(() => studio.getByTestId('studio-camera-preview').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await studio.getByTestId('studio-go-online').click();
  await expect(studio.getByTestId('studio-go-offline')).toBeVisible();
  await expect(studio.getByRole('status').filter({ hasText: 'You are live' })).toBeVisible();
  return studio;
}

/** A new guest in a browser of their own, signed up, with 10 € topped up unless told otherwise, on her profile. */
export async function guestOnProfile(browser: Browser, options: { money?: boolean } = {}): Promise<{ page: Page; screenName: string }> {
  const context = await browser.newContext({
    locale: 'en-US',
    storageState: { cookies: [{ name: 'cc', value: 'f0a0', domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
  });
  const page = await context.newPage();
  const guest = await signUpQuickly(page);
  if (options.money ?? true) await topUp(page, '10 €');
  await open(page, profilePath);
  return { page, screenName: guest.screenName };
}
