import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { ledgerEntries, ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { AppError } from '@/lib/server/errors';
import { type AccountRef, getBalance, postTransaction } from '@/lib/server/wallet/ledger';
import { openTestDatabase } from '@/tests/helpers/test-runtime';

let database: DatabaseHandle;
const promotions: AccountRef = { ownerType: 'system', ownerId: 0, name: 'promotions', currency: 'EUR' };
const revenue: AccountRef = { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' };
const guest = (id: number): AccountRef => ({ ownerType: 'guest', ownerId: id, currency: 'EUR' });

beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
});
afterAll(() => database.close());

const grant = (guestId: number, amount: number, key?: string) =>
  database.db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'grant',
      idempotencyKey: key,
      postings: [
        { account: promotions, amount: -amount },
        { account: guest(guestId), amount },
      ],
    }),
  );

const spend = (guestId: number, amount: number, key?: string) =>
  database.db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'purchase',
      idempotencyKey: key,
      postings: [
        { account: guest(guestId), amount: -amount },
        { account: revenue, amount },
      ],
    }),
  );

describe('double-entry ledger', () => {
  it('a balance is the sum of its entries and every transaction sums to zero', async () => {
    await grant(1, 5000);
    await spend(1, 1299);
    expect(await getBalance(database.db, guest(1))).toBe(3701);
    const [sums] = await database.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries);
    expect(Number(sums?.total)).toBe(0);
  });

  it('refuses an unbalanced transaction and writes nothing', async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions);
    await expect(
      database.db.transaction((tx) =>
        postTransaction(tx, { kind: 'bad', postings: [{ account: guest(2), amount: 100 }] }),
      ),
    ).rejects.toThrow(/unbalanced/);
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('a guest balance never goes below zero: the debit fails with INSUFFICIENT_FUNDS and rolls back', async () => {
    await grant(3, 500);
    const error = await spend(3, 501).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('INSUFFICIENT_FUNDS');
    expect(await getBalance(database.db, guest(3))).toBe(500);
  });

  it('concurrent debits: exactly as many succeed as the balance covers', async () => {
    await grant(4, 5000);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => spend(4, 1000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await getBalance(database.db, guest(4))).toBe(0);
  });

  it('an idempotency key replays the first transaction instead of posting twice', async () => {
    await grant(5, 2000);
    const first = await spend(5, 700, 'buy:5:video:1');
    const again = await spend(5, 700, 'buy:5:video:1');
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(await getBalance(database.db, guest(5))).toBe(1300);
    const rows = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, 'buy:5:video:1'));
    expect(rows).toHaveLength(1);
  });
});
