import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { statusBarsResponseSchema } from '@/lib/contracts/status-bars';
import type { AppRuntime } from '@/lib/server/runtime';
import { DAY_MS } from '@/lib/server/subscriptions/plans';
import { postTransaction } from '@/lib/server/wallet/ledger';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(async () => {
  await stopTestRuntime(rt);
});

function call(area: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost/rest/v1/${area}/${path}/`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (body === undefined ? GET : POST)(request, { params: Promise.resolve({ area, call: path.split('/') }) });
}
const renew = (token: string | null, qmday: string) => call('guest', 'subscription/sandbox/renew', token, { qmday });
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function fundedVipGuest() {
  const guest = await freshGuest(rt);
  await rt.db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'seed-grant',
      postings: [
        { account: { ownerType: 'guest', ownerId: guest.guestId, currency: 'EUR' }, amount: 999 * 2 },
        { account: { ownerType: 'system', ownerId: 0, name: 'promotions', currency: 'EUR' }, amount: -999 * 2 },
      ],
    }),
  );
  expect((await call('wallet', 'pay/subscribe', guest.token, { flow: 'vipabo', idempotencyKey: `sr-${guest.guestId}` })).status).toBe(200);
  return guest;
}

describe('POST /rest/v1/guest/subscription/sandbox/renew (test days: the renewal run as on a day)', () => {
  it('before the period ends nothing renews; on a day after it the guest\'s VIP renews once and the §3 monthly bonus bar exists', async () => {
    const { token } = await fundedVipGuest();
    const other = await fundedVipGuest();
    const early = await renew(token, dayIn(10));
    expect(((await early.json()) as { data: { renewals: unknown[] } }).data.renewals).toEqual([]);

    const late = await renew(token, dayIn(31));
    expect(late.status).toBe(200);
    expect(((await late.json()) as { data: { renewals: unknown[] } }).data.renewals).toEqual([{ kind: 'vip', outcome: 'renewed' }]);
    expect(((await (await renew(token, dayIn(31))).json()) as { data: { renewals: unknown[] } }).data.renewals).toEqual([]);
    const bars = statusBarsResponseSchema.parse(await (await call('guest', 'statusBars', token)).json()).data.statusBars;
    expect(bars.map((bar) => bar.kind)).toEqual(['monthlyBonus']);
    // Only the caller's subscriptions: the other guest's period is still running.
    const otherBars = statusBarsResponseSchema.parse(await (await call('guest', 'statusBars', other.token)).json()).data.statusBars;
    expect(otherBars).toEqual([]);
  });

  it('a visitor is 401 and a day that is no calendar day 422', async () => {
    await expectError(await renew(null, dayIn(31)), 401, 'UNAUTHORIZED');
    const { token } = await freshGuest(rt);
    await expectError(await renew(token, '2026-02-30'), 422, 'VALIDATION_FAILED');
  });
});
