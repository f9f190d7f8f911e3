import { expect, test } from '@playwright/test';

// §6/§7 operator calls as a load balancer and a visitor meet them (the operator's own calls are
// covered by tests/integration/operator-*.test.ts).

test('the health check answers for a load balancer, never cached', async ({ request }) => {
  const response = await request.get('/rest/v1/alive');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual({ ok: true, db: 'up', hub: 'up' });
});

test('operator calls refuse visitors with 401 and no hint of what exists', async ({ request }) => {
  for (const path of ['internal/onlineGuests', 'internal/no_such_call', 'reporting/default', 'monitoring/monitoringActors/onlineActorsAmount']) {
    expect((await request.get(`/rest/v1/${path}`)).status()).toBe(401);
  }
});
