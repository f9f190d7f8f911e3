import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyResponseSchema } from '@/lib/contracts/purchase';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { purchases } from '@/lib/server/db/schema/purchases';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { freshGuest } from './fresh-guest';
import { buy, fund, paidAlbum, plainVideo, purchaseRows, seedAlbums, seedVideos } from './purchase-calls';
import { balanceOf, expectLedgerConsistent } from './wallet-calls';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

/** Every debit of the guest's EUR account, in order: a running balance that must never go below zero. */
async function runningBalances(guestId: number): Promise<number[]> {
  const rows = (await rt.db.execute(sql`select sum(e.amount) over (order by e.id)::int as running
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where a.owner_type = 'guest' and a.owner_id = ${guestId} and a.currency = 'EUR' order by e.id`)) as unknown as { rows: { running: number }[] };
  return rows.rows.map((r) => r.running);
}

describe('buying exactly once, whatever runs concurrently ("Done when")', () => {
  it('50 parallel buys of one album by one guest charge once: one purchase, 49 answers alreadyOwned', async () => {
    const [album] = await seedAlbums(rt, paidAlbum);
    if (!album) throw new Error('no album');
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 10_000);

    const responses = await Promise.all(Array.from({ length: 50 }, () => buy(token, album.id)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    const answers = await Promise.all(responses.map(async (r) => buyResponseSchema.parse(await r.json())));
    expect(answers.filter((a) => !a.alreadyOwned)).toHaveLength(1);
    expect(answers.filter((a) => a.alreadyOwned && a.access === 'bought' && a.paid === 0)).toHaveLength(49);
    expect(answers.reduce((sum, a) => sum + a.paid, 0)).toBe(album.price);

    expect(await balanceOf(rt, guestId)).toBe(10_000 - album.price);
    expect(await purchaseRows(rt, guestId)).toHaveLength(1);
    const charges = await rt.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'purchase'), eq(ledgerTransactions.idempotencyKey, `purchase:${guestId}:album:${album.id}`)));
    expect(charges).toHaveLength(1);
    await expectLedgerConsistent(rt);
  });

  it('two different items with money for one: exactly one succeeds, the other is 409, the balance never goes negative', async () => {
    const [first, second] = await seedVideos(rt, plainVideo, 2);
    if (!first || !second) throw new Error('no videos');
    const { guestId, token } = await freshGuest(rt);
    const funds = Math.max(first.price, second.price);
    await fund(rt, guestId, funds);
    expect(funds).toBeLessThan(first.price + second.price);

    const responses = await Promise.all([buy(token, first.id), buy(token, second.id), buy(token, first.id), buy(token, second.id)]);
    const statuses = responses.map((r) => r.status).sort();
    // One item is bought (its duplicate answers alreadyOwned), the other refused twice.
    expect(statuses).toEqual([200, 200, 409, 409]);
    const rows = await purchaseRows(rt, guestId);
    expect(rows).toHaveLength(1);
    const paid = rows[0]?.price ?? 0;
    expect(await balanceOf(rt, guestId)).toBe(funds - paid);
    expect(Math.min(...(await runningBalances(guestId)))).toBeGreaterThanOrEqual(0);
    await expectLedgerConsistent(rt);
  });

  it('one voucher, two parallel buys of different videos: one is paid with the voucher, the other with money', async () => {
    const [first, second] = await seedVideos(rt, plainVideo, 2);
    if (!first || !second) throw new Error('no videos');
    const { guestId, token } = await freshGuest(rt);
    await fund(rt, guestId, 5000);
    await rt.db.insert(guestVouchers).values({ guestId, type: 1, amount: 1, source: 'test', validFrom: new Date(Date.now() - 1000) });

    const answers = await Promise.all([buy(token, first.id), buy(token, second.id)].map(async (r) => buyResponseSchema.parse(await (await r).json())));
    expect(answers.map((a) => a.voucherType).sort()).toEqual([1, null]);
    const byMoney = answers.find((a) => a.voucherType === null);
    expect(await balanceOf(rt, guestId)).toBe(5000 - (byMoney?.paid ?? 0));
    const [voucher] = await rt.db.select({ amount: guestVouchers.amount }).from(guestVouchers).where(eq(guestVouchers.guestId, guestId));
    expect(voucher?.amount).toBe(0);
    expect((await rt.db.select().from(purchases).where(eq(purchases.guestId, guestId))).map((p) => p.source).sort()).toEqual(['money', 'voucher']);
    await expectLedgerConsistent(rt);
  });
});
