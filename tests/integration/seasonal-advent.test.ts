import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { seasonalRewards } from '@/lib/server/db/schema/seasonal';
import { isAppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { adventState } from '@/lib/server/seasonal/advent-state';
import { openDoor } from '@/lib/server/seasonal/open-door';
import { resolveEvent, rewardGuestData } from '@/lib/server/seasonal/reward-data';
import { getBalance } from '@/lib/server/wallet/ledger';
import { berlinDayOf, berlinDaySpan } from '@/lib/server/tv/berlin-days';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

// The seed's advent calendar runs 1–24 December of its year; door n holds door-n (coins, spins, video voucher, messenger gift in turn).
const year = berlinDayOf(new Date()).year;
const december = (day: number, hour = 12) => new Date(berlinDaySpan({ year, month: 12, day }).start.getTime() + hour * 3_600_000);
const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' && isAppError(result.reason) ? result.reason.code : result.status);
const doorsOf = async (guestId: number) => (await rt.db.select({ n: count() }).from(seasonalRewards).where(eq(seasonalRewards.guestId, guestId)))[0]?.n ?? 0;
const coins = (guestId: number) => getBalance(rt.db, { ownerType: 'guest', ownerId: guestId, currency: 'Coins' });

describe('§3 advent calendar', () => {
  it("opening today's door grants its reward once, even under 20 parallel opens", async () => {
    const { guestId } = await freshGuest(rt);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => openDoor(rt.db, guestId, 5, december(5))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.map(codeOf).filter((c) => c === 'ALREADY_CLAIMED')).toHaveLength(19);
    expect(await coins(guestId)).toBe(1);
    const state = await adventState(rt.db, guestId, december(5));
    expect(state.doors[4]).toEqual({ door: 5, state: 'opened', reward: { type: 'coins', amount: 1 } });
    expect(state.doors[3]?.state).toBe('missed');
    expect(state.doors[5]?.state).toBe('locked');
    const event = await resolveEvent(rt.db, 'adventcalendar', december(5));
    const data = await rewardGuestData(rt.db, guestId, event, december(5));
    expect(data).toMatchObject({ creditsTotal: 24, creditsAvailable: 0, rewardHistory: [{ rewardKey: 'door-5', canRedeem: false }] });
  });

  it('a later door is locked and a missed one stays shut; nothing is credited', async () => {
    const { guestId } = await freshGuest(rt);
    await expect(openDoor(rt.db, guestId, 6, december(5))).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW', details: { reason: 'locked' } });
    await expect(openDoor(rt.db, guestId, 4, december(5))).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW', details: { reason: 'missed' } });
    expect(await doorsOf(guestId)).toBe(0);
  });

  it("a door's day ends at Berlin midnight: door 2 opens at 00:00 Berlin, door 1 is missed from then on", async () => {
    const { guestId } = await freshGuest(rt);
    const midnight = berlinDaySpan({ year, month: 12, day: 2 }).start;
    await expect(openDoor(rt.db, guestId, 2, new Date(midnight.getTime() - 1))).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW' });
    await expect(openDoor(rt.db, guestId, 1, midnight)).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW' });
    await openDoor(rt.db, guestId, 2, midnight);
    const spins = await rt.db.select({ n: count() }).from(guestVouchers).where(and(eq(guestVouchers.guestId, guestId)));
    expect(spins[0]?.n).toBe(1);
  });

  it('outside December the calendar refuses every door', async () => {
    const { guestId } = await freshGuest(rt);
    await expect(openDoor(rt.db, guestId, 1, new Date(berlinDaySpan({ year, month: 11, day: 30 }).end.getTime() - 1))).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW' });
    await expect(openDoor(rt.db, guestId, 24, december(25))).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW' });
    expect(await doorsOf(guestId)).toBe(0);
  });
});
