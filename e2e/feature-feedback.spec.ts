import { expect, test } from '@playwright/test';
import { open, signUpFromHeader } from './overlay-helpers';

/**
 * §7 feature feedback at the end of the feed (featureId "feed"): a guest answers "Was this useful?"
 * with a comment; §8 a result that is not true is logged and the guest is told. Assumes the seed's feed has posts.
 */
const form = (page: import('@playwright/test').Page) => page.getByRole('form', { name: 'Was this useful?' });

test('a visitor is not asked; a guest rates the feed with a comment, and a failed answer (§8) says so and may be sent again', async ({ page }) => {
  await open(page, '/en/feed/');
  await expect(page.getByRole('list', { name: 'All' }).getByRole('listitem').first()).toBeVisible();
  await expect(form(page)).toHaveCount(0);

  await signUpFromHeader(page);
  await open(page, '/en/feed/');
  await form(page).scrollIntoViewIfNeeded();
  await form(page).getByRole('button', { name: 'Yes' }).click();
  await expect(form(page).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await form(page).getByLabel('Comment (optional)').fill('The filters help me.');

  // §8: the server answers false once.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/graphql?**', async (route) => {
    if (!route.request().postData()?.includes('featureFeedback')) return route.fallback();
    await route.fulfill({ json: { data: { featureFeedback: false } } });
  });
  await form(page).getByRole('button', { name: 'Send' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('Your answer could not be saved.');
  expect(errors.some((text) => text.includes('feature feedback "feed" failed'))).toBe(true);

  await page.unroute('**/graphql?**');
  const sent = page.waitForRequest((request) => request.url().includes('/graphql') && (request.postData() ?? '').includes('featureFeedback'));
  await form(page).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for telling us.' })).toBeVisible();
  const variables = (JSON.parse((await sent).postData() ?? '{}') as { variables: Record<string, unknown> }).variables;
  expect(variables).toEqual({ featureId: 'feed', rating: 5, text: 'The filters help me.', url: '/en/feed/' });
});
