import { expect, test } from '@playwright/test';
import { appOrigin, esOrigin } from './origins';

/**
 * §1 market variants and "speed at scale": the page cache keys on the host's variant, so the same
 * path on two hosts is two pages, each cached on its own. Chromium asks (it resolves *.localhost
 * itself; Node's resolver here does not).
 */
test('the page cache never serves one host\'s page to another: same path, two hosts, different content', async ({ page }) => {
  const path = `/es/nuevas-chicas/?probe=${Date.now()}`;
  // Only the Spanish-market page carries its age-check notice (§6, the layout's es-avs text).
  const esNotice = 'Confirma con una verificación de edad que tienes al menos 18 años';
  const load = async (url: string) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    return { cache: response?.headers()['x-page-cache'], html: (await response?.text()) ?? '' };
  };

  const plainFirst = await load(`${appOrigin}${path}`);
  expect(plainFirst.cache).toBe('MISS');
  expect(plainFirst.html).not.toContain(esNotice);

  const esFirst = await load(`${esOrigin}${path}`);
  expect(esFirst.cache).toBe('MISS');
  expect(esFirst.html).toContain(esNotice);

  const esAgain = await load(`${esOrigin}${path}`);
  expect(esAgain.cache).toBe('HIT');
  expect(esAgain.html).toContain(esNotice);
  const plainAgain = await load(`${appOrigin}${path}`);
  expect(plainAgain.cache).toBe('HIT');
  expect(plainAgain.html).not.toContain(esNotice);
});
