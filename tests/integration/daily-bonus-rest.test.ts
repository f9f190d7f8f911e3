import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as graphql } from '@/app/graphql/route';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { claimOfferResponseSchema, consumedOffersResponseSchema, dailyBonusResponseSchema } from '@/lib/contracts/daily-bonus';
import { eventDataResponseSchema, eventsResponseSchema } from '@/lib/contracts/events';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { dayFromNow, setOffer } from './daily-bonus-fixtures';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

function call(method: 'GET' | 'POST', area: string, path: string, init: { token?: string; body?: unknown; query?: string } = {}) {
  const headers: Record<string, string> = init.token ? { Authorization: `Bearer ${init.token}` } : {};
  if (method === 'POST') headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost/rest/v1/${area}/${path}${init.query ?? ''}`, { method, headers, body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined });
  return (method === 'GET' ? GET : POST)(request, { params: Promise.resolve({ area, call: path.split('/') }) });
}

describe('§7 dailyBonus and specialEvents over REST and GraphQL (test days on, as on any non-production server)', () => {
  it('GET dailyBonus/get answers the Berlin day, or the qmday', async () => {
    const today = dailyBonusResponseSchema.parse(await (await call('GET', 'dailyBonus', 'get')).json());
    expect(today.data.today).toBe(dayFromNow(0));
    const later = dailyBonusResponseSchema.parse(await (await call('GET', 'dailyBonus', 'get', { query: `?qmday=${dayFromNow(3)}` })).json());
    expect(later.data).toMatchObject({ today: dayFromNow(3), yesterday: { date: dayFromNow(2) }, tomorrow: { date: dayFromNow(4) } });
    const bad = await call('GET', 'dailyBonus', 'get', { query: '?qmday=2026-02-30' });
    expect(bad.status).toBe(422);
  });

  it('claims once, then ALREADY_CLAIMED; another day only with its test day; consumed offers list it', async () => {
    const offerId = await setOffer(rt, dayFromNow(2), 'videoVoucher', { stock: 10 });
    const { token } = await freshGuest(rt);
    const outside = await call('POST', 'dailyBonus', 'claim', { token, body: { offerId } });
    expect(outside.status).toBe(422);
    expect((await outside.json()).error.code).toBe('OUTSIDE_WINDOW');
    const ok = await call('POST', 'dailyBonus', 'claim', { token, body: { offerId, qmday: dayFromNow(2) } });
    expect(ok.status).toBe(200);
    expect(claimOfferResponseSchema.parse(await ok.json()).data.offer).toMatchObject({ purchased: true, quantity: 9 });
    const twice = await call('POST', 'dailyBonus', 'claim', { token, body: { offerId, qmday: dayFromNow(2) } });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe('ALREADY_CLAIMED');
    const consumed = consumedOffersResponseSchema.parse(await (await call('GET', 'dailyBonus', 'consumed', { token })).json());
    expect(consumed.data.offers.map((o) => o.offerId)).toEqual([offerId]);
    expect((await call('POST', 'dailyBonus', 'claim', { body: { offerId } })).status).toBe(401);
  });

  it('wallpapers: the preview for everyone, the downloads only after taking the offer', async () => {
    const offerId = await setOffer(rt, dayFromNow(0), 'messengerGift', { stock: 10 });
    const preview = await call('GET', 'dailyBonus', `wallpaper/${offerId}/preview`);
    expect(preview.headers.get('content-type')).toContain('image/svg+xml');
    const { token } = await freshGuest(rt);
    expect((await call('GET', 'dailyBonus', `wallpaper/${offerId}/hd`, { token })).status).toBe(403);
    await call('POST', 'dailyBonus', 'claim', { token, body: { offerId } });
    expect((await call('GET', 'dailyBonus', `wallpaper/${offerId}/fourK`, { token })).status).toBe(200);
    expect((await call('GET', 'dailyBonus', `wallpaper/${offerId}/huge`, { token })).status).toBe(422);
  });

  it('special events: the advent calendar is live on a December test day, getData finds the run of a type', async () => {
    const year = Number(dayFromNow(0).slice(0, 4));
    const december = eventsResponseSchema.parse(await (await call('GET', 'specialEvents', 'get/events', { query: `?qmday=${year}-12-10` })).json());
    expect(december.data.live.map((e) => e.type)).toContain('adventCalendar');
    const easter = eventDataResponseSchema.parse(await (await call('GET', 'specialEvents', 'getData/easter', { query: `?qmdate=${year}-06-01` })).json());
    expect(easter.data.event?.state).toBe('past');
    expect((await call('GET', 'specialEvents', 'getData/nope')).status).toBe(422);
  });

  it('GraphQL dailyBonus takes qmday like REST', async () => {
    const response = await graphql(
      new Request('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ dailyBonus(qmday: "${dayFromNow(5)}") { today current { date kind free } } }` }) }),
    );
    const body = await response.json();
    expect(body.data.dailyBonus).toMatchObject({ today: dayFromNow(5), current: { date: dayFromNow(5) } });
  });
});
