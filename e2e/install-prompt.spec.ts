import { expect, type Page, test } from '@playwright/test';

/** A tracker/track beacon with this event name (§7 track {event, data}). */
function tracked(page: Page, event: string) {
  return page.waitForRequest((request) => request.url().includes('/rest/v1/tracker/track') && (request.postData() ?? '').includes(`"event":"${event}"`));
}

test.describe('§4 installable app, install prompt, tab leave and comeback', () => {
  // A beacon's body is not visible to the test; refused, the one beacon sends the same POST by fetch.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'sendBeacon', { configurable: true, value: () => false });
    });
  });

  test('every page links the manifest in its language; the manifest and its icons load', async ({ page, request }) => {
    await page.goto('/de/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest?lang=de');
    const manifest = await (await request.get('/manifest.webmanifest?lang=de')).json();
    expect(manifest).toMatchObject({ start_url: '/de/', display: 'standalone', lang: 'de' });
    for (const icon of manifest.icons as { src: string }[]) {
      const answer = await request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    }
  });

  test('when the browser offers the install, the card shows it and the choice is reported', async ({ page }) => {
    await page.goto('/en/');
    await page.waitForLoadState('networkidle');
    // The browser's own event (Chromium fires it only for an installable site in a real profile),
    // with the browser's answer "accepted"; fired until the islands listen.
    await expect
      .poll(async () => {
        await page.evaluate(() => {
          const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: () => Promise.resolve(),
            userChoice: Promise.resolve({ outcome: 'accepted' }),
          });
          window.dispatchEvent(offer);
        });
        return page.getByTestId('install-prompt').isVisible();
      })
      .toBe(true);
    const report = tracked(page, 'installPrompt');
    await page.getByTestId('install-prompt').getByRole('button', { name: 'Install' }).click();
    expect((await report).postData()).toContain('"choice":"accept"');
    await expect(page.getByTestId('install-prompt')).toBeHidden();
  });

  test('a hidden tab is tracked as leave, scrolls a prefix in its title, and comes back with its own title', async ({ page }) => {
    await page.goto('/en/new-girls/');
    await page.waitForLoadState('networkidle');
    const title = await page.title();
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    // Until the islands listen, a visibility change is not heard: try again until the leave is tracked.
    await expect
      .poll(async () => {
        const leave = tracked(page, 'tabLeave').then(() => true, () => false);
        await setVisibility('hidden');
        const heard = await Promise.race([leave, page.waitForTimeout(500).then(() => false)]);
        if (!heard) await setVisibility('visible');
        return heard;
      })
      .toBe(true);
    await expect.poll(() => page.title()).not.toBe(title);
    expect(await page.title()).toContain(title);
    const comeback = tracked(page, 'tabComeback');
    await setVisibility('visible');
    await comeback;
    expect(await page.title()).toBe(title);
  });
});
