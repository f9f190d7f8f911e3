import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/rest/v1/[area]/[...call]/route';
import { closeIncentiveResponseSchema, pageLoadIncentivesResponseSchema, setRefillWindowHiddenResponseSchema } from '@/lib/contracts/incentive';
import { guests } from '@/lib/server/db/schema/accounts';
import { guestBenefits } from '@/lib/server/db/schema/bonus';
import { incentiveResults, incentiveSnoozes } from '@/lib/server/db/schema/incentives';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { fund } from './purchase-calls';
import { post } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime({ seed: false });
});
afterAll(() => stopTestRuntime(rt));

const HOME = { routeName: '/' };
const VIDEO = { routeName: '/amateur/[actorName]/video/[videoId]', routeArgs: { actorName: 'lunasky', videoId: '100001' } };
const conversion = (call: string, token: string | null, body: unknown) => post(call, token, body, 'conversion');

async function incentives(token: string | null, body: unknown = HOME) {
  const response = await conversion('getPageLoadIncentives', token, body);
  expect(response.status).toBe(200);
  return pageLoadIncentivesResponseSchema.parse(await response.json());
}
const typesOf = async (token: string | null, body: unknown = HOME) => (await incentives(token, body)).data.incentives.map((item) => item.type);

async function payingGuest(cents: number) {
  const guest = await freshGuest(rt);
  await rt.db.update(guests).set({ isPayingCustomer: true }).where(eq(guests.id, guest.guestId));
  if (cents > 0) await fund(rt, guest.guestId, cents);
  return guest;
}

describe('§7 getPageLoadIncentives: incentives from the guest’s real state', () => {
  it('a visitor gets the sign-up bar (no token needed); tracking names the route; no performer, no host', async () => {
    const answer = await incentives(null);
    expect(answer.data.incentives).toEqual([
      { region: 'banner', type: 'signup', event: 'pageLoad', priority: 10, countdown: null, countdownStartTime: null, uniqueGroup: 'signup' },
    ]);
    expect(answer.vxpayConfig).toEqual({ host: null });
    expect(answer.trackingData).toEqual({ routeName: '/', incentiveTypes: ['signup'] });
  });

  it('a fresh guest who never paid gets the first top-up; on a video page VIP too, sorted by priority descending, with the performer as host', async () => {
    const { token } = await freshGuest(rt);
    expect(await typesOf(token)).toEqual(['firstTopUp']);
    const onVideo = await incentives(token, VIDEO);
    expect(onVideo.data.incentives.map((item) => [item.type, item.priority])).toEqual([
      ['firstTopUp', 30],
      ['vip', 20],
    ]);
    expect(onVideo.vxpayConfig).toEqual({ host: 'lunasky' });
  });

  it('a paying guest below 5 € gets the refill card in the corner; at 5 € and above nothing', async () => {
    const low = await payingGuest(499);
    const [refill] = (await incentives(low.token)).data.incentives;
    expect(refill).toMatchObject({ type: 'refill', region: 'corner', uniqueGroup: 'topUp', countdown: null });
    expect(await typesOf((await payingGuest(500)).token)).toEqual([]);
  });

  it('a restricted guest (§6: top-up is the compensation flow) gets no top-up offer', async () => {
    const guest = await freshGuest(rt);
    await rt.db.update(guests).set({ restrictionLevel: 1 }).where(eq(guests.id, guest.guestId));
    expect(await typesOf(guest.token)).toEqual([]);
  });

  it('a VIP guest gets no VIP offer on a video page; VIP days ending in 2 days count down to their real end', async () => {
    const subscriber = await payingGuest(2000);
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    const running = { kind: 'vip', flow: 'vipabo', status: 'active', renewalPrice: 1999, periodDays: 30, currentPeriodEnd: periodEnd, startKey: 'test' } as const;
    await rt.db.insert(subscriptions).values({ guestId: subscriber.guestId, ...running });
    expect(await typesOf(subscriber.token, VIDEO)).toEqual([]);

    const daysOnly = await payingGuest(2000);
    const endsAt = Date.now() + 2 * 86_400_000;
    await rt.db.insert(guestBenefits).values({ guestId: daysOnly.guestId, kind: 'vip', value: 7, validTo: new Date(endsAt) });
    const before = Math.floor(Date.now() / 1000);
    const [ending] = (await incentives(daysOnly.token, VIDEO)).data.incentives;
    expect(ending).toMatchObject({ type: 'vipEnding', region: 'corner', uniqueGroup: 'vip' });
    expect(ending?.countdownStartTime).toBeGreaterThanOrEqual(before);
    expect(Math.abs((ending?.countdown ?? 0) - (endsAt / 1000 - before))).toBeLessThanOrEqual(2);
  });

  it('bad input: an unknown route or a bad route argument is 422, broken JSON 400, a bad token 401 — never a 500', async () => {
    await expectError(await conversion('getPageLoadIncentives', null, { routeName: '/no-such-page' }), 422, 'VALIDATION_FAILED');
    await expectError(await conversion('getPageLoadIncentives', null, { routeName: '/', routeArgs: { 'a-b': 'x' } }), 422, 'VALIDATION_FAILED');
    await expectError(await conversion('getPageLoadIncentives', null, { routeName: '/', routeArgs: { videoId: 7 } }), 422, 'VALIDATION_FAILED');
    await expectError(await conversion('getPageLoadIncentives', 'not-a-token', HOME), 401, 'UNAUTHORIZED');
    const broken = new Request('http://localhost/rest/v1/conversion/getPageLoadIncentives/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"routeName":' });
    await expectError(await POST(broken, { params: Promise.resolve({ area: 'conversion', call: ['getPageLoadIncentives'] }) }), 400, 'MALFORMED_JSON');
  });
});

describe('§7 setRefillWindowHidden {incentiveType, interval}: §4 "Hiding the refill window removes that type"', () => {
  it('a visitor gets 401; a wrong type or interval 422 and nothing is stored', async () => {
    await expectError(await conversion('setRefillWindowHidden', null, { incentiveType: 'refill', interval: 'day' }), 401, 'UNAUTHORIZED');
    const guest = await payingGuest(100);
    await expectError(await conversion('setRefillWindowHidden', guest.token, { incentiveType: 'vip', interval: 'day' }), 422, 'VALIDATION_FAILED');
    await expectError(await conversion('setRefillWindowHidden', guest.token, { incentiveType: 'refill', interval: 'month' }), 422, 'VALIDATION_FAILED');
    expect(await rt.db.select().from(incentiveSnoozes).where(eq(incentiveSnoozes.guestId, guest.guestId))).toEqual([]);
  });

  it('hidden for a week: the refill card stays away on the next load; hiding for a day afterwards keeps the week', async () => {
    const guest = await payingGuest(100);
    expect(await typesOf(guest.token)).toEqual(['refill']);
    const week = await conversion('setRefillWindowHidden', guest.token, { incentiveType: 'refill', interval: 'week' });
    expect(week.status).toBe(200);
    const { data } = setRefillWindowHiddenResponseSchema.parse(await week.json());
    expect(data.success).toBe(true);
    const weekEnd = Date.parse(data.hiddenUntil);
    expect(weekEnd - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await typesOf(guest.token)).toEqual([]);

    const day = setRefillWindowHiddenResponseSchema.parse(await (await conversion('setRefillWindowHidden', guest.token, { incentiveType: 'refill', interval: 'day' })).json());
    expect(Date.parse(day.data.hiddenUntil)).toBe(weekEnd);
  });
});

describe('§7 closeIncentive {result, incentive}: the result is stored', () => {
  const resultsOf = (guestId: number) =>
    rt.db.select({ type: incentiveResults.incentiveType, result: incentiveResults.result }).from(incentiveResults).where(eq(incentiveResults.guestId, guestId));

  it('a guest dismisses the first top-up: recorded, and it stays away for the rest of the Berlin day', async () => {
    const guest = await freshGuest(rt);
    const answer = await conversion('closeIncentive', guest.token, { result: 'dismissed', incentive: { type: 'firstTopUp', region: 'banner' } });
    expect(answer.status).toBe(200);
    expect(closeIncentiveResponseSchema.parse(await answer.json())).toEqual({ success: true });
    expect(await resultsOf(guest.guestId)).toEqual([{ type: 'firstTopUp', result: 'dismissed' }]);
    expect(await typesOf(guest.token)).toEqual([]);
    const mine = and(eq(incentiveSnoozes.guestId, guest.guestId), eq(incentiveSnoozes.incentiveType, 'firstTopUp'));
    const [snooze] = await rt.db.select({ until: incentiveSnoozes.until, reason: incentiveSnoozes.reason }).from(incentiveSnoozes).where(mine);
    expect(snooze?.reason).toBe('dismissed');
    const berlinHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(snooze?.until));
    expect(berlinHour).toBe(0);
    expect((snooze?.until.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(86_400_000);
  });

  it('accepting is recorded and snoozes nothing: the offer stays until its reason is gone', async () => {
    const guest = await freshGuest(rt);
    expect((await conversion('closeIncentive', guest.token, { result: 'accepted', incentive: { type: 'firstTopUp' } })).status).toBe(200);
    expect(await resultsOf(guest.guestId)).toEqual([{ type: 'firstTopUp', result: 'accepted' }]);
    expect(await typesOf(guest.token)).toEqual(['firstTopUp']);
  });

  it('a visitor may report too (no guest on the row); bad results or types are 422 and nothing is written', async () => {
    const count = async () => (await rt.db.select({ id: incentiveResults.id }).from(incentiveResults)).length;
    const before = await count();
    expect((await conversion('closeIncentive', null, { result: 'dismissed', incentive: { type: 'signup' } })).status).toBe(200);
    expect(await count()).toBe(before + 1);
    await expectError(await conversion('closeIncentive', null, { result: 'maybe', incentive: { type: 'signup' } }), 422, 'VALIDATION_FAILED');
    await expectError(await conversion('closeIncentive', null, { result: 'dismissed', incentive: { type: 'popup' } }), 422, 'VALIDATION_FAILED');
    await expectError(await conversion('closeIncentive', null, { result: 'dismissed' }), 422, 'VALIDATION_FAILED');
    expect(await count()).toBe(before + 1);
  });
});
