import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimActivityReward } from '@/lib/server/activity/claim-activity-reward';
import { pointsEvent } from '@/lib/server/activity/points-event';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import { activityRewardClaims } from '@/lib/server/db/schema/activity';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { purchases } from '@/lib/server/db/schema/purchases';
import { isAppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { berlinDayOf, berlinDaySpan } from '@/lib/server/tv/berlin-days';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

// The seed's activity event runs 4–31 May of its year: login 10 (1 a day), watchVideo 5 (5 a day),
// sendMessage 3 (10 a day); rewards points-50 (a spin), points-150, points-300.
const year = berlinDayOf(new Date()).year;
const may = (day: number, hour = 12) => new Date(berlinDaySpan({ year, month: 5, day }).start.getTime() + hour * 3_600_000);
const clock = (now: Date) => ({ now, shiftMs: 0 });
const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' && isAppError(result.reason) ? result.reason.code : result.status);
let item = 1_000_000;
/** A video the guest came to own at `at` (as a purchase writes it). */
const ownVideo = (guestId: number, at: Date) => rt.db.insert(purchases).values({ guestId, itemType: 'video', itemId: (item += 1), source: 'money', price: 299, createdAt: at });
const spinsOf = async (guestId: number) =>
  (await rt.db.select({ n: count() }).from(guestVouchers).where(and(eq(guestVouchers.guestId, guestId), eq(guestVouchers.type, VOUCHER_TYPE.spins))))[0]?.n ?? 0;

describe('§3 activity event', () => {
  it('counts watched videos up to limitPerDay per Berlin day, across Berlin midnight', async () => {
    const { guestId } = await freshGuest(rt);
    for (let i = 0; i < 7; i += 1) await ownVideo(guestId, may(10, 20));
    // 23:59 and 00:01 Berlin time: two days.
    await ownVideo(guestId, new Date(berlinDaySpan({ year, month: 5, day: 11 }).start.getTime() - 60_000));
    await ownVideo(guestId, new Date(berlinDaySpan({ year, month: 5, day: 11 }).start.getTime() + 60_000));
    const tenth = await pointsEvent(rt.db, 'activity', guestId, clock(may(10, 23.5)));
    expect(tenth.event?.state).toBe('live');
    expect(tenth.points).toBe(25);
    expect(tenth.activities.find((a) => a.key === 'watchVideo')?.doneToday).toBe(5);
    const eleventh = await pointsEvent(rt.db, 'activity', guestId, clock(may(11)));
    expect(eleventh.points).toBe(30);
    expect(eleventh.activities.find((a) => a.key === 'watchVideo')?.doneToday).toBe(1);
    expect(eleventh.rewards.find((r) => r.key === 'points-50')).toMatchObject({ requiredPoints: 50, claimable: false, claimed: false });
  });

  it('refuses a reward below its requiredPoints and outside the window, nothing credited', async () => {
    const { guestId } = await freshGuest(rt);
    await ownVideo(guestId, may(12));
    const event = await pointsEvent(rt.db, 'activity', guestId, clock(may(12, 14)));
    const eventId = event.event!.id;
    await expect(claimActivityReward(rt.db, guestId, { eventId, rewardKey: 'points-50' }, clock(may(12, 14)))).rejects.toMatchObject({
      code: 'CONDITION_NOT_MET',
      details: { requiredPoints: 50, points: 5 },
    });
    await expect(claimActivityReward(rt.db, guestId, { eventId, rewardKey: 'points-50' }, clock(new Date(Date.UTC(year, 5, 10))))).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW' });
    await expect(claimActivityReward(rt.db, guestId, { eventId, rewardKey: 'nope' }, clock(may(12, 14)))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await spinsOf(guestId)).toBe(0);
  });

  it('20 parallel claims of one reward credit it once', async () => {
    const { guestId } = await freshGuest(rt);
    for (let i = 0; i < 5; i += 1) await ownVideo(guestId, may(14));
    for (let i = 0; i < 5; i += 1) await ownVideo(guestId, may(15));
    const state = await pointsEvent(rt.db, 'activity', guestId, clock(may(15, 14)));
    expect(state.points).toBe(50);
    expect(state.rewards.find((r) => r.key === 'points-50')?.claimable).toBe(true);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => claimActivityReward(rt.db, guestId, { eventId: state.event!.id, rewardKey: 'points-50' }, clock(may(15, 14)))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.map(codeOf).filter((c) => c === 'ALREADY_CLAIMED')).toHaveLength(19);
    expect(await spinsOf(guestId)).toBe(1);
    const claims = await rt.db.select().from(activityRewardClaims).where(eq(activityRewardClaims.guestId, guestId)).orderBy(asc(activityRewardClaims.id));
    expect(claims.map((c) => [c.rewardKey, c.points])).toEqual([['points-50', 50]]);
    const after = await pointsEvent(rt.db, 'activity', guestId, clock(may(15, 14)));
    expect(after.rewards.find((r) => r.key === 'points-50')).toMatchObject({ claimed: true, claimable: false });
  });

  it('on a test day, what the guest does now counts on that day', async () => {
    const { guestId } = await freshGuest(rt);
    const real = new Date();
    await ownVideo(guestId, new Date(real.getTime() - 1000));
    const now = new Date(berlinDaySpan({ year, month: 5, day: 20 }).start.getTime() + (real.getTime() - berlinDaySpan(berlinDayOf(real)).start.getTime()));
    const seen = await pointsEvent(rt.db, 'activity', guestId, { now, shiftMs: now.getTime() - real.getTime() });
    expect(seen.points).toBe(5);
    expect((await pointsEvent(rt.db, 'activity', guestId, clock(now))).points).toBe(0);
  });

  it('gold rush digs one nugget per thing done, up to nuggetsPerDay', async () => {
    const { guestId } = await freshGuest(rt);
    const july = (hour: number) => new Date(berlinDaySpan({ year, month: 7, day: 3 }).start.getTime() + hour * 3_600_000);
    for (let i = 0; i < 7; i += 1) await ownVideo(guestId, july(10));
    const gold = await pointsEvent(rt.db, 'goldRush', guestId, clock(july(15)));
    expect(gold.event?.type).toBe('goldRush');
    expect(gold.activities).toEqual([{ key: 'nugget', points: 10, limitPerDay: 5, doneToday: 5 }]);
    expect(gold.points).toBe(50);
  });

  it('shows a visitor the event without points and the states before and after', async () => {
    const visitor = await pointsEvent(rt.db, 'activity', null, clock(may(10)));
    expect(visitor).toMatchObject({ points: 0, event: { state: 'live' } });
    expect(visitor.rewards.every((r) => !r.claimable)).toBe(true);
    expect((await pointsEvent(rt.db, 'activity', null, clock(new Date(Date.UTC(year, 3, 1))))).event?.state).toBe('upcoming');
    expect((await pointsEvent(rt.db, 'activity', null, clock(new Date(Date.UTC(year + 1, 2, 1))))).event?.state).toBe('past');
  });
});
