import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import { redeemBonusCode } from '@/lib/server/bonus/redeem-bonus-code';
import { bonusCodes, guestVouchers } from '@/lib/server/db/schema/bonus';
import { gameAttempts } from '@/lib/server/db/schema/games';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { isAppError } from '@/lib/server/errors';
import { spinWheel } from '@/lib/server/games/spin-wheel';
import { verifyAttempt } from '@/lib/server/games/verify-attempt';
import { spinWheelState } from '@/lib/server/games/wheel-state';
import { WHEEL_SEGMENTS } from '@/lib/server/games/wheel-segments';
import { listBenefits } from '@/lib/server/personal/list-benefits';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' && isAppError(result.reason) ? result.reason.code : result.status);
const attemptsOf = async (guestId: number) => (await rt.db.select({ n: count() }).from(gameAttempts).where(eq(gameAttempts.guestId, guestId)))[0]?.n ?? 0;
const rewardRowsOf = async (guestId: number) =>
  (await rt.db.select({ n: count() }).from(guestVouchers).where(and(eq(guestVouchers.guestId, guestId), like(guestVouchers.source, 'game:%'))))[0]?.n ?? 0;
const gameLedgerRows = async (attemptIds: number[]) =>
  (await rt.db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, 'game:%'))).filter((row) =>
    attemptIds.includes(Number(row.key?.slice(5))),
  ).length;

async function giveSpins(guestId: number, amount: number) {
  await rt.db.insert(guestVouchers).values({ guestId, type: VOUCHER_TYPE.spins, amount, actorId: null, source: 'test' });
}

describe('spin wheel (§3 spins from the benefits)', () => {
  it('refuses a guest without spins with NOT_ENOUGH_SPINS and writes nothing', async () => {
    const { guestId } = await freshGuest(rt);
    await expect(spinWheel(rt.db, guestId, new Date())).rejects.toMatchObject({ code: 'NOT_ENOUGH_SPINS' });
    expect(await attemptsOf(guestId)).toBe(0);
    expect(await rewardRowsOf(guestId)).toBe(0);
  });

  it('the demo code SPINS3 grants three spins; a turn spends one and credits its segment, auditable', async () => {
    const { guestId } = await freshGuest(rt);
    await redeemBonusCode(rt.db, guestId, 'spins3', new Date());
    expect((await listBenefits(rt.db, guestId)).spinwheelSpins).toBe(3);

    const { attempt, spinsLeft } = await spinWheel(rt.db, guestId, new Date());
    expect(attempt.outcome.kind).toBe('wheel');
    const segment = attempt.outcome.kind === 'wheel' ? attempt.outcome.segment : -1;
    expect(attempt.reward).toEqual(WHEEL_SEGMENTS[segment]);
    const after = await listBenefits(rt.db, guestId);
    // The spin segment gives the spent spin back.
    expect(spinsLeft).toBe(attempt.reward?.type === 'spins' ? 3 : 2);
    expect(after.spinwheelSpins).toBe(spinsLeft);
    if (attempt.reward?.type === 'bonusCode') {
      const [code] = await rt.db.select().from(bonusCodes).where(eq(bonusCodes.code, attempt.rewardCode ?? ''));
      expect(code?.maxRedemptions).toBe(1);
    }

    const audit = await verifyAttempt(rt.db, attempt.id);
    expect(audit).toMatchObject({ seedMatches: true, outcomeMatches: true });
    const state = await spinWheelState(rt.db, guestId, new Date());
    expect(state.wins.map((win) => win.id)).toEqual([attempt.id]);
  });

  it('a forged outcome in the row fails the audit', async () => {
    const { guestId } = await freshGuest(rt);
    await giveSpins(guestId, 1);
    const { attempt } = await spinWheel(rt.db, guestId, new Date());
    const segment = attempt.outcome.kind === 'wheel' ? attempt.outcome.segment : 0;
    await rt.db
      .update(gameAttempts)
      .set({ outcome: { kind: 'wheel', segment: (segment + 1) % WHEEL_SEGMENTS.length } })
      .where(eq(gameAttempts.id, attempt.id));
    expect(await verifyAttempt(rt.db, attempt.id)).toMatchObject({ seedMatches: true, outcomeMatches: false });
  });

  it('20 parallel turns with 2 spins: at most 2 (plus any spin won back) go through, each credited once', async () => {
    const { guestId } = await freshGuest(rt);
    await giveSpins(guestId, 2);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => spinWheel(rt.db, guestId, new Date())));
    const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.attempt] : []));
    const wonBack = done.filter((a) => a.reward?.type === 'spins').length;
    expect(done.length).toBeGreaterThanOrEqual(2);
    expect(done.length).toBeLessThanOrEqual(2 + wonBack);
    expect(results.map(codeOf).filter((c) => c !== 'fulfilled').every((c) => c === 'NOT_ENOUGH_SPINS')).toBe(true);
    expect(await attemptsOf(guestId)).toBe(done.length);
    const voucherRewards = done.filter((a) => a.reward && ['videoVoucher', 'spins', 'messengerGift', 'video'].includes(a.reward.type)).length;
    expect(await rewardRowsOf(guestId)).toBe(voucherRewards);
    const coinRewards = done.filter((a) => a.reward?.type === 'coins').map((a) => a.id);
    expect(await gameLedgerRows(coinRewards)).toBe(coinRewards.length);
    // Never below zero: what is left is what was given and won minus what was spent.
    expect((await listBenefits(rt.db, guestId)).spinwheelSpins).toBe(2 + wonBack - done.length);
  });
});
