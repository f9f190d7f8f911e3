import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimOffer } from '@/lib/server/daily-bonus/claim-offer';
import { listDailyBonus } from '@/lib/server/daily-bonus/list-daily-bonus';
import { guestBenefits, guestVouchers } from '@/lib/server/db/schema/bonus';
import { dailyBonusClaims, topUpBonuses } from '@/lib/server/db/schema/events';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { isAppError } from '@/lib/server/errors';
import type { AppRuntime } from '@/lib/server/runtime';
import { getBalance } from '@/lib/server/wallet/ledger';
import { settleTopUp } from '@/lib/server/wallet/settle-top-up';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { dayFromNow, openTopUp, setOffer, stockOf } from './daily-bonus-fixtures';
import { freshGuest } from './fresh-guest';
import { fund } from './purchase-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
}, 120_000);
afterAll(() => stopTestRuntime(rt));

const eur = (guestId: number) => getBalance(rt.db, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });
const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' && isAppError(result.reason) ? result.reason.code : result.status);
const vouchersOf = async (guestId: number) => (await rt.db.select({ n: count() }).from(guestVouchers).where(eq(guestVouchers.guestId, guestId)))[0]?.n ?? 0;
const claimsOf = async (guestId: number) => (await rt.db.select({ n: count() }).from(dailyBonusClaims).where(eq(dailyBonusClaims.guestId, guestId)))[0]?.n ?? 0;

describe('daily bonus claims (§3)', () => {
  it('the seed gives today a free offer and yesterday and tomorrow their own', async () => {
    const days = await listDailyBonus(rt.db, new Date(), null);
    expect(days.current?.date).toBe(dayFromNow(0));
    expect(days.yesterday?.date).toBe(dayFromNow(-1));
    expect(days.tomorrow?.date).toBe(dayFromNow(1));
    expect(days.current?.purchased).toBe(false);
  });

  it('20 parallel claims of one free offer by one guest credit it once', async () => {
    const offerId = await setOffer(rt, dayFromNow(0), 'videoVoucher', { stock: 100 });
    const { guestId } = await freshGuest(rt);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => claimOffer(rt.db, guestId, offerId, new Date())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.map(codeOf).filter((c) => c === 'ALREADY_CLAIMED')).toHaveLength(19);
    expect(await vouchersOf(guestId)).toBe(1);
    expect(await claimsOf(guestId)).toBe(1);
    expect(await stockOf(rt, offerId)).toBe(99);
  });

  it('parallel buyers never take the stock below zero: the rest are SOLD_OUT', async () => {
    const offerId = await setOffer(rt, dayFromNow(0), 'messengerGift', { stock: 3 });
    const guests = await Promise.all(Array.from({ length: 8 }, () => freshGuest(rt)));
    const results = await Promise.allSettled(guests.map((g) => claimOffer(rt.db, g.guestId, offerId, new Date())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.map(codeOf).filter((c) => c === 'SOLD_OUT')).toHaveLength(5);
    expect(await stockOf(rt, offerId)).toBe(0);
  });

  it('a bought offer costs its price once; too little money is refused and nothing is written', async () => {
    const offerId = await setOffer(rt, dayFromNow(0), 'merchandise', { price: 1490, stock: 10 });
    const poor = await freshGuest(rt);
    await fund(rt, poor.guestId, 1000);
    await expect(claimOffer(rt.db, poor.guestId, offerId, new Date())).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { price: 1490, balance: 1000, missing: 490 } });
    expect(await eur(poor.guestId)).toBe(1000);
    expect(await claimsOf(poor.guestId)).toBe(0);
    expect(await stockOf(rt, offerId)).toBe(10);

    const rich = await freshGuest(rt);
    await fund(rt, rich.guestId, 5000);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => claimOffer(rt.db, rich.guestId, offerId, new Date())));
    const won = results.find((r) => r.status === 'fulfilled');
    expect(won?.status === 'fulfilled' && won.value.code).toMatch(/^M\d+-[0-9A-F]{8}$/);
    expect(await eur(rich.guestId)).toBe(3510);
    expect(await stockOf(rt, offerId)).toBe(9);
  });

  it('an offer of another day is refused with OUTSIDE_WINDOW, nothing credited', async () => {
    const offerId = await setOffer(rt, dayFromNow(-1), 'oneDayVip');
    const { guestId } = await freshGuest(rt);
    await expect(claimOffer(rt.db, guestId, offerId, new Date())).rejects.toMatchObject({ code: 'OUTSIDE_WINDOW' });
    expect(await claimsOf(guestId)).toBe(0);
    const benefits = await rt.db.select({ n: count() }).from(guestBenefits).where(eq(guestBenefits.guestId, guestId));
    expect(benefits[0]?.n).toBe(0);
  });

  it('one-day VIP is a day of VIP; a VIP guest does not meet the nonVip condition', async () => {
    const offerId = await setOffer(rt, dayFromNow(0), 'oneDayVip');
    const { guestId } = await freshGuest(rt);
    const now = new Date();
    await claimOffer(rt.db, guestId, offerId, now);
    const [vip] = await rt.db.select().from(guestBenefits).where(and(eq(guestBenefits.guestId, guestId), eq(guestBenefits.kind, 'vip')));
    expect(vip?.validTo?.getTime()).toBe(now.getTime() + 86_400_000);
    const again = await setOffer(rt, dayFromNow(0), 'oneDayVip', { stock: 5 });
    await rt.db.delete(dailyBonusClaims).where(eq(dailyBonusClaims.guestId, guestId));
    await expect(claimOffer(rt.db, guestId, again, now)).rejects.toMatchObject({ code: 'CONDITION_NOT_MET' });
  });

  it('a top-up percent bonus is credited with the next top-up, once', async () => {
    const offerId = await setOffer(rt, dayFromNow(0), 'topUpPercent');
    const { guestId } = await freshGuest(rt);
    await claimOffer(rt.db, guestId, offerId, new Date());
    const first = await openTopUp(rt, guestId, 2500);
    const charge = { status: 'succeeded' as const, providerRef: 'ref-1', cardLast4: '4242', label: 'Visa •••• 4242', methodRef: null };
    await Promise.all([settleTopUp(rt.db, first, charge, 'sandbox'), settleTopUp(rt.db, first, charge, 'sandbox')]);
    // 20 % of 25 € = 5 €, capped at 10 €.
    expect(await eur(guestId)).toBe(2500 + 500);
    const second = await openTopUp(rt, guestId, 2500);
    await settleTopUp(rt.db, second, { ...charge, providerRef: 'ref-2' }, 'sandbox');
    expect(await eur(guestId)).toBe(2500 + 500 + 2500);
    const [bonus] = await rt.db.select().from(topUpBonuses).where(eq(topUpBonuses.guestId, guestId));
    expect(bonus).toMatchObject({ topUpId: first, credited: 500 });
    const bonusTx = await rt.db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'top-up-bonus'));
    expect(bonusTx[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it('a flat bonus waits for a top-up that reaches its minimum', async () => {
    const offerId = await setOffer(rt, dayFromNow(0), 'topUpFlat');
    const { guestId } = await freshGuest(rt);
    await claimOffer(rt.db, guestId, offerId, new Date());
    const charge = { status: 'succeeded' as const, providerRef: 'ref-f', cardLast4: '4242', label: 'Visa •••• 4242', methodRef: null };
    await settleTopUp(rt.db, await openTopUp(rt, guestId, 1000), charge, 'sandbox');
    expect(await eur(guestId)).toBe(1000);
    await settleTopUp(rt.db, await openTopUp(rt, guestId, 2000), { ...charge, providerRef: 'ref-g' }, 'sandbox');
    expect(await eur(guestId)).toBe(1000 + 2000 + 500);
  });
});
