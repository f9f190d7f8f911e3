import { expect, test } from '@playwright/test';

// DESIGN.md: REST, GraphQL and /ws answer at their exact paths; bad input gets clear JSON errors.
test('REST answers at its exact path without a redirect, with JSON errors for bad input', async ({ request }) => {
  const unauthorized = await request.get('/rest/v1/guest/getGuestBalance', { maxRedirects: 0 });
  expect(unauthorized.status()).toBe(401);
  expect(await unauthorized.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });

  const unknown = await request.get('/rest/v1/nothing/here', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);

  const malformed = await request.post('/rest/v1/logger/browserOnline', {
    maxRedirects: 0,
    headers: { 'content-type': 'application/json' },
    data: Buffer.from('{"not json'),
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({ success: false, error: { code: 'MALFORMED_JSON' } });

  const invalid = await request.post('/rest/v1/logger/browserOnline', { maxRedirects: 0, data: { status: 'sideways' } });
  expect(invalid.status()).toBe(422);

  const ok = await request.post('/rest/v1/logger/browserOnline', { maxRedirects: 0, data: { status: 'online' } });
  expect(await ok.json()).toEqual({ success: true });

  const tooLarge = await request.post('/rest/v1/logger/browserOnline', {
    maxRedirects: 0,
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ blob: 'x'.repeat(1_100_000) }),
  });
  expect(tooLarge.status()).toBe(413);
});

test('GraphQL answers at /graphql: the model list with totals', async ({ request }) => {
  const response = await request.post('/graphql?language=de', {
    maxRedirects: 0,
    data: { query: '{ models(first: 3, order: rank) { total items { name online } } modelTotals { total online } }' },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.data.models.items).toHaveLength(3);
  expect(body.data.modelTotals.total).toBeGreaterThan(body.data.modelTotals.online);

  const bad = await request.post('/graphql', { maxRedirects: 0, data: { query: '{ models(first: "x") { total } }' } });
  expect(bad.status()).toBe(400);
  // …and the server is still up afterwards.
  expect((await request.get('/en/', { maxRedirects: 0 })).status()).toBe(200);
});
