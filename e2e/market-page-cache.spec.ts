import { expect, test } from '@playwright/test';
import { appOrigin, esOrigin } from './origins';

/**
 * §1 market variants and "speed at scale": the page cache keys on the host's variant, so the same
 * path on two hosts is two pages, each cached on its own.
 */
test('the page cache never serves one host\'s page to another: same path, two hosts, different content', async ({ request }) => {
  const path = `/es/nuevas-chicas/?probe=${Date.now()}`;
  // Only the Spanish-market page carries its age-check notice (§6, the layout's es-avs text).
  const esNotice = 'Confirma con una verificación de edad que tienes al menos 18 años';
  const plainFirst = await request.get(`${appOrigin}${path}`);
  expect(plainFirst.status()).toBe(200);
  expect(plainFirst.headers()['x-page-cache']).toBe('MISS');
  expect(await plainFirst.text()).not.toContain(esNotice);

  const esFirst = await request.get(`${esOrigin}${path}`);
  expect(esFirst.status()).toBe(200);
  expect(esFirst.headers()['x-page-cache']).toBe('MISS');
  expect(await esFirst.text()).toContain(esNotice);

  const esAgain = await request.get(`${esOrigin}${path}`);
  expect(esAgain.headers()['x-page-cache']).toBe('HIT');
  expect(await esAgain.text()).toContain(esNotice);
  const plainAgain = await request.get(`${appOrigin}${path}`);
  expect(plainAgain.headers()['x-page-cache']).toBe('HIT');
  expect(await plainAgain.text()).not.toContain(esNotice);
});
