import { expect, test } from '@playwright/test';
import { appOrigin } from './origins';

// §6/§7 operator calls. Assumes the server runs with the README's dev defaults: operator
// ops@example.com / ops-pass-123 (OPERATOR_EMAIL / OPERATOR_PASSWORD unset outside production).

const OPERATOR = { email: 'ops@example.com', password: 'ops-pass-123' };

// The operator logs in once and keeps his token, as a support script would: the login is
// throttled like the guest login, so a login per call would be refused.
let headers: { authorization: string };
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: appOrigin });
  const login = await api.post('/rest/v1/internal/login', { data: OPERATOR });
  expect(login.status()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  headers = { authorization: `Bearer ${accessToken}` };
  await api.dispose();
});

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

test('an operator imports a performer with an album and she appears in the catalogue', async ({ page, request }) => {
  // A name per run keeps the journey repeatable on one database; the import itself is idempotent.
  const tag = Date.now().toString(36);
  const name = `Imported${tag}`;
  const payload = {
    actors: [
      {
        externalId: `e2e-${tag}`,
        name,
        type: 'F',
        birthDate: '1996-03-02',
        countryCode: 'DE',
        spokenLanguages: ['de', 'en'],
        aboutMe: 'Imported by the operator journey.',
        albums: [{ externalId: `e2e-${tag}-album`, title: 'Imported colours', ageRating: 16, price: 499, pictures: [{}, {}, {}] }],
      },
    ],
  };
  const first = await request.post('/rest/v1/internal/actor_import_full', { data: payload, headers });
  expect(first.status()).toBe(200);
  const again = await request.post('/rest/v1/internal/actor_import_full', { data: payload, headers });
  expect(((await again.json()) as { data: { actors: { outcome: string }[] } }).data.actors[0]?.outcome).toBe('unchanged');

  const response = await page.goto(`/en/amateur/${name.toLowerCase()}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name, exact: false }).first()).toBeVisible();
});

test('reporting and monitoring answer the operator', async ({ request }) => {
  const report = await request.get('/rest/v1/reporting/main', { headers });
  expect(report.status()).toBe(200);
  const data = ((await report.json()) as { data: { guests: { total: number }; revenueByDay: unknown[] } }).data;
  expect(data.guests.total).toBeGreaterThan(0);
  expect(data.revenueByDay).toHaveLength(7);
  const online = await request.get('/rest/v1/monitoring/monitoringActors/onlineActorsAmount', { headers });
  expect(((await online.json()) as { data: { onlineActorsAmount: number } }).data.onlineActorsAmount).toBeGreaterThan(0);
});
