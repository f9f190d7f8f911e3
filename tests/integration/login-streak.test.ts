import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { streakBonusClaims } from '@/lib/server/db/schema/streak';
import { isAppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { claimStreakBonus, STREAK_BONUS_SPINS } from '@/lib/server/streak/claim-streak-bonus';
import { recordVisit, streakStatus } from '@/lib/server/streak/login-streak';
import { addDays, berlinDayOf, berlinDaySpan } from '@/lib/server/tv/berlin-days';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
const start = berlinDayOf(new Date('2026-07-01T12:00:00Z'));
const at = (offset: number, hour = 12) => new Date(berlinDaySpan(addDays(start, offset)).start.getTime() + hour * 3_600_000);
const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' && isAppError(result.reason) ? result.reason.code : result.status);
const spins = async (guestId: number) => {
  const [row] = await rt.db
    .select({ total: sum(guestVouchers.amount) })
    .from(guestVouchers)
    .where(and(eq(guestVouchers.guestId, guestId), eq(guestVouchers.type, VOUCHER_TYPE.spins)));
  return Number(row?.total ?? 0);
};

beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

describe('§2 five-days-bonus', () => {
  it('credits the spins once under 20 parallel claims on the fifth day', async () => {
    const { guestId } = await freshGuest(rt);
    for (let day = 0; day < 4; day += 1) await recordVisit(rt.db, guestId, at(day));
    // Two visits on one day count once.
    await recordVisit(rt.db, guestId, at(3, 20));
    expect(await streakStatus(rt.db, guestId, at(4))).toMatchObject({ days: 4, done: 4, todayDone: false, claimable: false, claimed: false });

    const results = await Promise.allSettled(Array.from({ length: 20 }, () => claimStreakBonus(rt.db, guestId, at(4))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.map(codeOf).filter((code) => code === 'ALREADY_CLAIMED')).toHaveLength(19);
    expect(await spins(guestId)).toBe(STREAK_BONUS_SPINS);
    expect(await rt.db.$count(streakBonusClaims, eq(streakBonusClaims.guestId, guestId))).toBe(1);
    expect(await streakStatus(rt.db, guestId, at(4, 23))).toMatchObject({ days: 5, claimable: false, claimed: true });
  });

  it('refuses before the fifth day and after a gap, nothing credited', async () => {
    const { guestId } = await freshGuest(rt);
    for (const day of [0, 1, 2, 3]) await recordVisit(rt.db, guestId, at(day));
    await expect(claimStreakBonus(rt.db, guestId, at(3))).rejects.toMatchObject({ code: 'CONDITION_NOT_MET' });
    // Day 4 missed: on day 5 the run starts again at one.
    await expect(claimStreakBonus(rt.db, guestId, at(5))).rejects.toMatchObject({ code: 'CONDITION_NOT_MET' });
    expect(await streakStatus(rt.db, guestId, at(5))).toMatchObject({ days: 1, done: 0, todayDone: true });
    expect(await spins(guestId)).toBe(0);
  });

  it('gives the next round its own bonus on the tenth day', async () => {
    const { guestId } = await freshGuest(rt);
    for (let day = 0; day < 9; day += 1) await recordVisit(rt.db, guestId, at(day));
    await claimStreakBonus(rt.db, guestId, at(4));
    expect(await streakStatus(rt.db, guestId, at(8))).toMatchObject({ days: 9, done: 3, claimed: false });
    await claimStreakBonus(rt.db, guestId, at(9, 0.5));
    expect(await spins(guestId)).toBe(2 * STREAK_BONUS_SPINS);
  });
});
