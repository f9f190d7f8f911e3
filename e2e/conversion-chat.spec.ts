import { expect, test } from '@playwright/test';
import { signUpFromHeader } from './overlay-helpers';

/**
 * Conversion chat: a new guest is offered three free minutes of live chat (the §2 box
 * "conversion-chat", by itself once per browser session), accepts, sees the §4 eligibility
 * countdown and the §7 conversion chat performers, and goes to one of them with the live chat
 * opened. The small seed has conversion-chat performers online (the demo performer among them).
 */
test('a new guest accepts the free chat trial, sees the countdown and the performers, and opens a free chat', async ({ page }) => {
  await signUpFromHeader(page);

  // Docked in the corner as a region of the page: the page stays usable (no focus taken).
  const offer = page.getByRole('region', { name: '3 free minutes of live chat' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('timer')).toHaveText(/^Accept within 4[78]:\d\d:\d\d$/);
  await offer.getByRole('button', { name: 'Accept' }).click();

  const trial = page.getByRole('dialog', { name: 'Your free live chat' });
  await expect(trial).toBeVisible();
  await expect(trial.getByRole('timer')).toHaveText(/^Time left: 1[45]:\d\d$/);
  const performers = trial.getByRole('list', { name: 'Performers for your free chat' });
  const first = performers.getByRole('link', { name: /^Start free chat with / });
  await expect(first.first()).toBeVisible();
  expect(await performers.getByRole('listitem').count()).toBeLessThanOrEqual(30);
  await expect(performers.getByText(/^then \d+(,\d\d)? €\/min$/).first()).toBeVisible();

  // Her profile (by its slug, which is not always the lower-cased name) with the live chat opened.
  const href = (await first.first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/en\/amateur\/[^/]+\/\?chat=live$/);
  await first.first().click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);

  // The countdown pill follows the guest to the next page and reopens the box.
  const pill = page.getByTestId('conversion-chat-pill');
  await expect(pill).toHaveText(/^Free chat: 1[45]:\d\d$/);
  await expect(page.getByRole('region', { name: '3 free minutes of live chat' })).toHaveCount(0);
  await pill.click();
  await expect(page.getByRole('dialog', { name: 'Your free live chat' })).toBeVisible();
});
