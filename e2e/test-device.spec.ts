import { expect, type Page, test } from '@playwright/test';
import { header, newGuest, open, signUpInOverlay } from './overlay-helpers';

/**
 * §6 "A test device is detected by a query flag" and §3 session testGroups (§9 test 50, the
 * recommended-video filter): `?testDevice=1` marks the browser (cookie tdev), its guest sees the
 * variant of every running test and is not counted; `?testDevice=0` unmarks it, and the guest
 * gets his own stored group, the same on every ask.
 */
type Session = { isTestDevice: boolean; testGroups: { testId: number; group: 0 | 1 }[] };

/** The guest session as the page reads it (its access token from the sid cookie). */
async function session(page: Page): Promise<Session> {
  const json = { 'content-type': 'application/json' };
  const token = await page.request.post('/rest/v1/account/token?language=en', { headers: json, data: {} });
  expect(token.status()).toBe(200);
  const { accessToken } = ((await token.json()) as { data: { accessToken: string } }).data;
  const response = await page.request.get('/rest/v1/guest/session?language=en', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Session }).data;
}

test('a guest on a test device sees every test variant in his session; unmarked, he gets his own recorded group', async ({ page }) => {
  // Marked first, then signed up: the flag works for a visitor's browser too.
  await open(page, '/en/?testDevice=1');
  const guest = newGuest();
  await header(page).getByRole('button', { name: 'Sign up free' }).click();
  await signUpInOverlay(page, guest);
  // The header turns after the overlay's login round trip; slow while other servers build.
  await expect(header(page).getByRole('link', { name: `Your account: ${guest.screenName}` })).toBeVisible({ timeout: 20_000 });
  expect((await page.context().cookies()).find((c) => c.name === 'tdev')?.value).toBe('1');
  const marked = await session(page);
  expect(marked.isTestDevice).toBe(true);
  expect(marked.testGroups).toContainEqual({ testId: 50, group: 1 });

  await open(page, '/en/?testDevice=0');
  expect((await page.context().cookies()).find((c) => c.name === 'tdev')).toBeUndefined();
  const own = await session(page);
  expect(own.isTestDevice).toBe(false);
  const group = own.testGroups.find((g) => g.testId === 50)?.group;
  expect([0, 1]).toContain(group);
  // The split is kept: the same group on the next ask.
  expect((await session(page)).testGroups).toEqual(own.testGroups);
});
