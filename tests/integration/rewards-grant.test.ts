import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import { redeemBonusCode } from '@/lib/server/bonus/redeem-bonus-code';
import { guestBenefits, guestVouchers } from '@/lib/server/db/schema/bonus';
import { grantReward, type Reward } from '@/lib/server/rewards/grant-reward';
import type { AppRuntime } from '@/lib/server/runtime';
import { getBalance } from '@/lib/server/wallet/ledger';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

const now = new Date('2026-11-28T10:00:00Z');
const balance = (guestId: number, currency: 'Coins' | 'EUR') => getBalance(rt.db, { ownerType: 'guest', ownerId: guestId, currency });
const grant = (guestId: number, reward: Reward, source: string) => rt.db.transaction((tx) => grantReward(tx, { guestId, reward, source, now }));
const vouchersOf = (guestId: number) =>
  rt.db.select({ type: guestVouchers.type, amount: guestVouchers.amount, source: guestVouchers.source }).from(guestVouchers).where(eq(guestVouchers.guestId, guestId));

describe('the one reward grant (§3 reward types)', () => {
  it('books coins as bonus credit through the ledger, keyed by the source: a replay pays nothing', async () => {
    const { guestId } = await freshGuest(rt);
    const first = await grant(guestId, { type: 'coins', amount: 25 }, `test-coins:${guestId}`);
    expect(first.changes).toEqual({ currencies: ['Coins'], vouchers: false, vip: false, purchase: false });
    await grant(guestId, { type: 'coins', amount: 25 }, `test-coins:${guestId}`);
    expect(await balance(guestId, 'Coins')).toBe(25);
  });

  it('turns video, video voucher, spins and messenger gift into counted vouchers under the source', async () => {
    const { guestId } = await freshGuest(rt);
    const results = [
      await grant(guestId, { type: 'video', amount: 1 }, 'test:a'),
      await grant(guestId, { type: 'videoVoucher', amount: 2 }, 'test:b'),
      await grant(guestId, { type: 'spins', amount: 3 }, 'test:c'),
      await grant(guestId, { type: 'messengerGift', amount: 4 }, 'test:d'),
    ];
    expect(results.every((result) => result.changes.vouchers && result.code === null)).toBe(true);
    const rows = (await vouchersOf(guestId)).sort((a, b) => a.source.localeCompare(b.source));
    expect(rows).toEqual([
      { type: VOUCHER_TYPE.video, amount: 1, source: 'test:a' },
      { type: VOUCHER_TYPE.video, amount: 2, source: 'test:b' },
      { type: VOUCHER_TYPE.spins, amount: 3, source: 'test:c' },
      { type: VOUCHER_TYPE.messengerGift, amount: 4, source: 'test:d' },
    ]);
  });

  it('stacks VIP days after running ones and reports the VIP change', async () => {
    const { guestId } = await freshGuest(rt);
    expect((await grant(guestId, { type: 'vipDays', amount: 2 }, 'test:vip1')).changes.vip).toBe(true);
    await grant(guestId, { type: 'vipDays', amount: 3 }, 'test:vip2');
    const rows = await rt.db.select({ validTo: guestBenefits.validTo }).from(guestBenefits).where(and(eq(guestBenefits.guestId, guestId), eq(guestBenefits.kind, 'vip')));
    const last = Math.max(...rows.map((row) => row.validTo?.getTime() ?? 0));
    expect(last - now.getTime()).toBe(5 * 86_400_000);
  });

  it('issues a bonus code of bonus money that pays once when redeemed', async () => {
    const { guestId } = await freshGuest(rt);
    const { code, changes } = await grant(guestId, { type: 'bonusCode', amount: 300 }, 'test:code');
    expect(changes.currencies).toEqual([]);
    expect(code).toMatch(/^WIN-[0-9A-F]{10}$/);
    await redeemBonusCode(rt.db, guestId, code ?? '', now);
    expect(await balance(guestId, 'EUR')).toBe(300);
    await expect(redeemBonusCode(rt.db, guestId, code ?? '', now)).rejects.toMatchObject({ code: 'BONUS_CODE_USED' });
    expect(await balance(guestId, 'EUR')).toBe(300);
  });
});
