import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { seasonalEggFinds } from '@/lib/server/db/schema/seasonal';
import { isAppError } from '@/lib/server/errors';
import { easterSunday } from '@/lib/server/events/berlin-window';
import { eventOfType } from '@/lib/server/events/list-events';
import type { AppRuntime } from '@/lib/server/runtime';
import { collectEgg } from '@/lib/server/seasonal/collect-egg';
import { easterState } from '@/lib/server/seasonal/easter-state';
import { eggKey, readEggToken, signEgg } from '@/lib/server/seasonal/egg-token';
import { hiddenEggs } from '@/lib/server/seasonal/hidden-eggs';
import { redeemReward } from '@/lib/server/seasonal/redeem-reward';
import { addDays, berlinDayOf, berlinDaySpan } from '@/lib/server/tv/berlin-days';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

// The seed schedules the Easter hunt of its year from Easter Sunday − 7 to Easter Monday (Berlin days).
const easter = easterSunday(berlinDayOf(new Date()).year);
const noonOf = (offset: number) => new Date(berlinDaySpan(addDays(easter, offset)).start.getTime() + 12 * 3_600_000);
const sunday = noonOf(0);
const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' && isAppError(result.reason) ? result.reason.code : result.status);
const eggsOf = async (guestId: number) => (await rt.db.select({ n: count() }).from(seasonalEggFinds).where(eq(seasonalEggFinds.guestId, guestId)))[0]?.n ?? 0;
const spinsOf = async (guestId: number) =>
  (await rt.db.select({ n: count() }).from(guestVouchers).where(and(eq(guestVouchers.guestId, guestId), eq(guestVouchers.type, VOUCHER_TYPE.spins))))[0]?.n ?? 0;

describe('§3 Easter egg hunt', () => {
  it('hides four signed eggs for the guest on a day of the hunt, none outside it', async () => {
    const { guestId } = await freshGuest(rt);
    const { eggs } = await hiddenEggs(rt.db, rt.tokenKey, guestId, sunday);
    expect(eggs).toHaveLength(4);
    for (const egg of eggs) expect(readEggToken(eggKey(rt.tokenKey), egg.verificationToken)).toMatchObject({ guestId, page: egg.page });
    expect((await hiddenEggs(rt.db, rt.tokenKey, guestId, noonOf(-30))).eggs).toEqual([]);
  });

  it('says until when no egg can come, so pages skip asking: the hunt\'s start before it, none while eggs wait, the next Berlin day once today\'s are found', async () => {
    const { guestId } = await freshGuest(rt);
    const before = await hiddenEggs(rt.db, rt.tokenKey, guestId, noonOf(-30));
    expect(before.quietUntil).toBe((await eventOfType(rt.db, 'easter', noonOf(-30)))!.startsAt);
    const live = await hiddenEggs(rt.db, rt.tokenKey, guestId, sunday);
    expect(live.quietUntil).toBeNull();
    for (const egg of live.eggs) await collectEgg(rt.db, rt.tokenKey, guestId, egg.verificationToken, sunday);
    const done = await hiddenEggs(rt.db, rt.tokenKey, guestId, sunday);
    expect(done.eggs).toEqual([]);
    expect(done.quietUntil).toBe(berlinDaySpan(addDays(easter, 1)).start.toISOString());
  });

  it('collecting eggs up to a reward makes it redeemable; redeeming grants it once and the entry is no longer redeemable', async () => {
    const { guestId } = await freshGuest(rt);
    const { eggs } = await hiddenEggs(rt.db, rt.tokenKey, guestId, sunday);
    let last = null;
    for (const egg of eggs.slice(0, 3)) last = await collectEgg(rt.db, rt.tokenKey, guestId, egg.verificationToken, sunday);
    expect(last?.collectedEggs).toBe(3);
    expect(last?.won.map((entry) => entry.rewardKey)).toEqual(['eggs-3']);
    const won = last!.won[0]!;
    expect(won.canRedeem).toBe(true);

    const state = await easterState(rt.db, guestId, sunday);
    expect(state.collectedEggs).toBe(3);
    expect(state.rewards.find((reward) => reward.key === 'eggs-10-secret')).toMatchObject({ hidden: true, reached: false, type: null, amount: null });
    expect((await hiddenEggs(rt.db, rt.tokenKey, guestId, sunday)).eggs).toHaveLength(1);

    const results = await Promise.allSettled(Array.from({ length: 10 }, () => redeemReward(rt.db, guestId, state.event!.id, won.optionCode, sunday)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.map(codeOf).filter((c) => c === 'ALREADY_CLAIMED')).toHaveLength(9);
    expect(await spinsOf(guestId)).toBe(1);
    const after = await easterState(rt.db, guestId, sunday);
    expect(after.rewardHistory).toMatchObject([{ rewardKey: 'eggs-3', optionCode: won.optionCode, canRedeem: false }]);
  });

  it('20 parallel collects of one egg count it once', async () => {
    const { guestId } = await freshGuest(rt);
    const [egg] = (await hiddenEggs(rt.db, rt.tokenKey, guestId, sunday)).eggs;
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => collectEgg(rt.db, rt.tokenKey, guestId, egg!.verificationToken, sunday)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.map(codeOf).filter((c) => c === 'ALREADY_CLAIMED')).toHaveLength(19);
    expect(await eggsOf(guestId)).toBe(1);
  });

  it('a forged token, another guest’s token or a reused one is refused and nothing is written', async () => {
    const owner = await freshGuest(rt);
    const thief = await freshGuest(rt);
    const [egg] = (await hiddenEggs(rt.db, rt.tokenKey, owner.guestId, sunday)).eggs;
    const claim = readEggToken(eggKey(rt.tokenKey), egg!.verificationToken)!;
    const forged = signEgg(eggKey(new TextEncoder().encode('not-the-server-key-not-the-server-key')), { ...claim, guestId: thief.guestId });
    await expect(collectEgg(rt.db, rt.tokenKey, thief.guestId, forged, sunday)).rejects.toMatchObject({ code: 'EGG_TOKEN_INVALID' });
    await expect(collectEgg(rt.db, rt.tokenKey, thief.guestId, egg!.verificationToken, sunday)).rejects.toMatchObject({ code: 'EGG_TOKEN_INVALID' });
    expect(await eggsOf(thief.guestId)).toBe(0);
    await collectEgg(rt.db, rt.tokenKey, owner.guestId, egg!.verificationToken, sunday);
    await expect(collectEgg(rt.db, rt.tokenKey, owner.guestId, egg!.verificationToken, sunday)).rejects.toMatchObject({ code: 'ALREADY_CLAIMED' });
    expect(await eggsOf(owner.guestId)).toBe(1);
  });

  it('an egg of one Berlin day is out of window a millisecond after Berlin midnight; the hunt refuses after its last day', async () => {
    const { guestId } = await freshGuest(rt);
    const [egg] = (await hiddenEggs(rt.db, rt.tokenKey, guestId, sunday)).eggs;
    const midnight = berlinDaySpan(easter).end;
    await expect(collectEgg(rt.db, rt.tokenKey, guestId, egg!.verificationToken, midnight)).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW' });
    await collectEgg(rt.db, rt.tokenKey, guestId, egg!.verificationToken, new Date(midnight.getTime() - 1));
    const [late] = (await hiddenEggs(rt.db, rt.tokenKey, guestId, noonOf(1))).eggs;
    const afterEnd = berlinDaySpan(addDays(easter, 1)).end;
    await expect(collectEgg(rt.db, rt.tokenKey, guestId, late!.verificationToken, afterEnd)).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW' });
    expect(await eggsOf(guestId)).toBe(1);
  });
});
