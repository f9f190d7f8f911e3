import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { boxTextResponseSchema, streakResponseSchema } from '@/lib/contracts/event-boxes';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

function call(method: 'GET' | 'POST', path: string, init: { token?: string; body?: unknown; query?: string } = {}) {
  const headers: Record<string, string> = init.token ? { Authorization: `Bearer ${init.token}` } : {};
  if (method === 'POST') headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost/rest/v1/eventBoxes/${path}${init.query ?? ''}`, { method, headers, body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined });
  return (method === 'GET' ? GET : POST)(request, { params: Promise.resolve({ area: 'eventBoxes', call: path.split('/') }) });
}

const days = ['2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25', '2026-10-26'];

describe('§2 five-days-bonus over REST (test days on, as on any non-production server)', () => {
  it('counts visits on five test days in a row (across the autumn DST change) and claims once', async () => {
    const { token } = await freshGuest(rt);
    for (const qmday of days.slice(0, 4)) expect((await call('POST', 'streak/visit', { token, body: { qmday } })).status).toBe(200);
    const early = await call('POST', 'streak/claim', { token, body: { qmday: days[3] } });
    expect(early.status).toBe(403);
    expect((await early.json()).error.code).toBe('CONDITION_NOT_MET');

    const status = streakResponseSchema.parse(await (await call('GET', 'streak', { token, query: `?qmday=${days[4]}` })).json());
    expect(status.data).toMatchObject({ today: days[4], days: 4, done: 4, todayDone: false, claimable: false });
    const ok = await call('POST', 'streak/claim', { token, body: { qmday: days[4] } });
    expect(ok.status).toBe(200);
    expect(streakResponseSchema.parse(await ok.json()).data).toMatchObject({ days: 5, claimed: true, claimable: false, spins: 3 });
    const twice = await call('POST', 'streak/claim', { token, body: { qmday: days[4] } });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe('ALREADY_CLAIMED');
  });

  it('refuses a visitor and a malformed day, and writes nothing', async () => {
    expect((await call('POST', 'streak/visit', { body: {} })).status).toBe(401);
    const { token } = await freshGuest(rt);
    expect((await call('POST', 'streak/visit', { token, body: { qmday: '2026-02-30' } })).status).toBe(422);
    const status = streakResponseSchema.parse(await (await call('GET', 'streak', { token })).json());
    expect(status.data).toMatchObject({ days: 0, todayDone: false });
  });

  it('answers the boxes’ strings in the asked language, with finished URLs', async () => {
    const de = boxTextResponseSchema.parse(await (await call('GET', 'text', { query: '?language=de' })).json());
    expect(de.data.fiveDays.title).toBe('Fünf-Tage-Bonus');
    expect(de.data.links.dailyDeals).toBe('/de/tagesdeals/');
    expect(de.data.offer.kinds.oneDayVip.length).toBeGreaterThan(0);
  });
});
