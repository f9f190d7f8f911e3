import { expect, test } from '@playwright/test';

/**
 * "speed at scale": public catalogue pages come from the page cache after the first
 * render. A response that sets a cookie can never be shared, so the pages set none.
 */
test('a catalogue page is rendered once, then served from the page cache without Set-Cookie', async ({ request }) => {
  const path = `/en/new-girls/?page=1&probe=${Date.now()}`;
  const first = await request.get(path, { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
  expect(first.status()).toBe(200);
  expect(first.headers()['x-page-cache']).toBe('MISS');
  expect(first.headers()['set-cookie']).toBeUndefined();
  const second = await request.get(path);
  expect(second.status()).toBe(200);
  expect(second.headers()['x-page-cache']).toBe('HIT');
  // Each response carries its own CSP nonce (lib/server/http/security-headers.ts): the same page
  // apart from it, and a fresh one on the hit.
  const nonceOf = (headers: Record<string, string>) => /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
  const [firstNonce, secondNonce] = [nonceOf(first.headers()), nonceOf(second.headers())];
  expect(firstNonce).not.toBe('');
  expect(secondNonce).not.toBe(firstNonce);
  expect((await second.text()).replaceAll(secondNonce, '')).toBe((await first.text()).replaceAll(firstNonce, ''));
});

test('pages for another country are cached apart', async ({ request }) => {
  const path = `/en/new-girls/?probe=${Date.now()}`;
  expect((await request.get(path, { headers: { 'x-country-code': 'DE' } })).headers()['x-page-cache']).toBe('MISS');
  expect((await request.get(path, { headers: { 'x-country-code': 'AT' } })).headers()['x-page-cache']).toBe('MISS');
  expect((await request.get(path, { headers: { 'x-country-code': 'AT' } })).headers()['x-page-cache']).toBe('HIT');
});
