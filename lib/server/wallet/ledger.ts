import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/contracts/money';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { AppError } from '@/lib/server/errors';

export type AccountRef = {
  ownerType: 'guest' | 'actor' | 'system';
  ownerId: number;
  name?: string;
  currency: Currency;
};

export type Posting = { account: AccountRef; amount: number };

/** Finds or opens the account; safe under concurrency (unique key + ON CONFLICT). Most accounts exist: look first. */
export async function ensureAccount(db: DbOrTx, ref: AccountRef): Promise<number> {
  const name = ref.name ?? 'main';
  const existing = await findAccountId(db, ref.ownerType, ref.ownerId, name, ref.currency);
  if (existing !== null) return existing;
  const [created] = await db
    .insert(ledgerAccounts)
    .values({ ownerType: ref.ownerType, ownerId: ref.ownerId, name, currency: ref.currency })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (created) return created.id;
  const raced = await findAccountId(db, ref.ownerType, ref.ownerId, name, ref.currency);
  if (raced === null) throw new AppError('INTERNAL', 'Ledger account could not be opened.');
  return raced;
}

async function findAccountId(db: DbOrTx, ownerType: AccountRef['ownerType'], ownerId: number, name: string, currency: Currency): Promise<number | null> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, ownerType), eq(ledgerAccounts.ownerId, ownerId), eq(ledgerAccounts.name, name), eq(ledgerAccounts.currency, currency)));
  return row?.id ?? null;
}

/** Balance in minor units; an account that was never opened holds 0. */
export async function getBalance(db: DbOrTx, ref: AccountRef): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, ref.ownerType),
        eq(ledgerAccounts.ownerId, ref.ownerId),
        eq(ledgerAccounts.name, ref.name ?? 'main'),
        eq(ledgerAccounts.currency, ref.currency),
      ),
    );
  return row?.balance ?? 0;
}

/**
 * Posts one balanced transaction inside the caller's database transaction. Entries must sum to
 * zero per currency. A guest balance that would go negative fails the CHECK and surfaces as
 * INSUFFICIENT_FUNDS; the caller's transaction is then rolled back whole.
 * With an idempotency key, a replay returns the first transaction's id and posts nothing.
 */
export async function postTransaction(
  tx: Tx,
  input: { kind: string; idempotencyKey?: string; memo?: Record<string, unknown>; postings: Posting[] },
): Promise<{ transactionId: number; replayed: boolean }> {
  const sums = new Map<string, number>();
  for (const p of input.postings) {
    if (!Number.isSafeInteger(p.amount)) throw new AppError('INTERNAL', 'Ledger amounts are integers.');
    sums.set(p.account.currency, (sums.get(p.account.currency) ?? 0) + p.amount);
  }
  if ([...sums.values()].some((s) => s !== 0)) throw new AppError('INTERNAL', 'Ledger transaction is unbalanced.');

  const [inserted] = await tx
    .insert(ledgerTransactions)
    .values({ kind: input.kind, idempotencyKey: input.idempotencyKey, memo: input.memo })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (!inserted) {
    const [first] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey ?? ''));
    if (!first) throw new AppError('CONFLICT', 'The request is already being processed.');
    return { transactionId: first.id, replayed: true };
  }

  // Lock accounts in id order so concurrent transfers never deadlock.
  const withIds: (Posting & { id: number })[] = [];
  for (const p of input.postings) withIds.push({ ...p, id: await ensureAccount(tx, p.account) });
  withIds.sort((a, b) => a.id - b.id);
  for (const p of withIds) {
    try {
      await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${p.amount}` })
        .where(eq(ledgerAccounts.id, p.id));
    } catch (error) {
      if (isCheckViolation(error)) throw new AppError('INSUFFICIENT_FUNDS', 'The balance is too low.');
      throw error;
    }
  }
  // All entries in one statement (the embedded database runs one statement at a time).
  if (withIds.length > 0) {
    await tx.insert(ledgerEntries).values(withIds.map((p) => ({ transactionId: inserted.id, accountId: p.id, amount: p.amount })));
  }
  return { transactionId: inserted.id, replayed: false };
}

function isCheckViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23514';
}
