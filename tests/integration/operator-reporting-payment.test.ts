import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchRest } from '@/lib/server/rest/dispatch';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { balanceOf, card, key, post, topUpCall } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

const get = (path: string, token?: string) =>
  dispatchRest(new Request(`http://localhost/rest/v1/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

async function operatorToken(): Promise<string> {
  const response = await post('login', null, { email: 'ops@example.com', password: 'ops-pass-123' }, 'internal');
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

type Report = { guests: { total: number; paying: number }; revenueCents: { lastDay: number; lastWeek: number }; revenueByDay?: { day: string; revenueCents: number }[] };
async function report(kind: 'default' | 'main'): Promise<Report> {
  const response = await get(`reporting/${kind}`, await operatorToken());
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Report }).data;
}

describe('§7 misc reporting/default and /main (operator only)', () => {
  it('a top-up shows as revenue of the last day and week, and its guest as paying', async () => {
    const before = await report('default');
    const guest = await freshGuest(rt);
    await topUpCall('pay/topup', guest.token, { amount: '20', card: card(), flow: 'moneycharge', idempotencyKey: key() });
    const after = await report('main');
    expect(after.guests.total - before.guests.total).toBe(1);
    expect(after.guests.paying - before.guests.paying).toBe(1);
    expect(after.revenueCents.lastDay - before.revenueCents.lastDay).toBe(2000);
    expect(after.revenueCents.lastWeek - before.revenueCents.lastWeek).toBe(2000);
    expect(after.revenueByDay).toHaveLength(7);
    expect(after.revenueByDay?.at(-1)?.revenueCents).toBe(after.revenueCents.lastDay);
  });

  it('refuses visitors and guests with 401', async () => {
    const guest = await freshGuest(rt);
    for (const path of ['reporting/default', 'reporting/main']) {
      expect((await get(path)).status).toBe(401);
      expect((await get(path, guest.token)).status).toBe(401);
    }
  });
});

describe('§7 payment provider routes', () => {
  it('onsuccess answers the settled top-up and changes nothing when called again', async () => {
    const guest = await freshGuest(rt);
    const topUp = await topUpCall('pay/topup', guest.token, { amount: '15', card: card(), flow: 'moneycharge', idempotencyKey: key() });
    const balance = await balanceOf(rt, guest.guestId);
    for (let i = 0; i < 2; i += 1) {
      const response = await post('onsuccess', guest.token, { topUpId: topUp.topUpId }, 'payment');
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { status: string } }).data.status).toBe('succeeded');
    }
    expect(await balanceOf(rt, guest.guestId)).toBe(balance);
  });

  it("onsuccess: a visitor is a 401, another guest's top-up a 404, a bad id a 422", async () => {
    const owner = await freshGuest(rt);
    const other = await freshGuest(rt);
    const topUp = await topUpCall('pay/topup', owner.token, { amount: '10', card: card(), flow: 'moneycharge', idempotencyKey: key() });
    expect((await post('onsuccess', null, { topUpId: topUp.topUpId }, 'payment')).status).toBe(401);
    expect((await post('onsuccess', other.token, { topUpId: topUp.topUpId }, 'payment')).status).toBe(404);
    expect((await post('onsuccess', owner.token, { topUpId: 'x' }, 'payment')).status).toBe(422);
  });

  it('logout ends the session like account/logout: the cookies are cleared', async () => {
    const response = await post('logout', null, {}, 'payment');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/Max-Age=0/i);
  });
});
