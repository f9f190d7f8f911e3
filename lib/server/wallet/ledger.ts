import 'server-only';
import { and, asc, eq, or, sql } from 'drizzle-orm';
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

  // One statement finds and locks every account in id order (concurrent transfers never
  // deadlock), one UPDATE moves all balances, one INSERT writes the entries: the embedded database
  // runs one statement at a time, so the count of statements is the cost (docs/PERFORMANCE.md).
  const ids = await lockAccounts(tx, input.postings.map((p) => p.account));
  const byAccount = new Map<number, number>();
  input.postings.forEach((p, i) => byAccount.set(ids[i]!, (byAccount.get(ids[i]!) ?? 0) + p.amount));
  const moves = [...byAccount].filter(([, amount]) => amount !== 0);
  if (moves.length > 0) {
    const values = sql.join(
      moves.map(([id, amount]) => sql`(${id}::integer, ${amount}::bigint)`),
      sql`, `,
    );
    try {
      await tx.execute(
        sql`update ${ledgerAccounts} set balance = ${ledgerAccounts.balance} + v.amount from (values ${values}) as v(id, amount) where ${ledgerAccounts.id} = v.id`,
      );
    } catch (error) {
      if (isCheckViolation(error)) throw new AppError('INSUFFICIENT_FUNDS', 'The balance is too low.');
      throw error;
    }
  }
  if (input.postings.length > 0) {
    await tx.insert(ledgerEntries).values(input.postings.map((p, i) => ({ transactionId: inserted.id, accountId: ids[i]!, amount: p.amount })));
  }
  return { transactionId: inserted.id, replayed: false };
}

const keyOf = (ref: AccountRef) => `${ref.ownerType}:${ref.ownerId}:${ref.name ?? 'main'}:${ref.currency}`;

/** The ids of the accounts, in the order given, locked FOR UPDATE in id order; missing ones are opened first. */
async function lockAccounts(tx: Tx, refs: readonly AccountRef[]): Promise<number[]> {
  if (refs.length === 0) return [];
  const select = () =>
    tx
      .select({ id: ledgerAccounts.id, ownerType: ledgerAccounts.ownerType, ownerId: ledgerAccounts.ownerId, name: ledgerAccounts.name, currency: ledgerAccounts.currency })
      .from(ledgerAccounts)
      .where(
        or(
          ...refs.map((ref) =>
            and(eq(ledgerAccounts.ownerType, ref.ownerType), eq(ledgerAccounts.ownerId, ref.ownerId), eq(ledgerAccounts.name, ref.name ?? 'main'), eq(ledgerAccounts.currency, ref.currency)),
          ),
        ),
      )
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
  let rows = await select();
  const found = () => new Map(rows.map((row) => [keyOf({ ...row, ownerType: row.ownerType as AccountRef['ownerType'], currency: row.currency as Currency }), row.id]));
  let byKey = found();
  const missing = refs.filter((ref) => !byKey.has(keyOf(ref)));
  if (missing.length > 0) {
    for (const ref of missing) await ensureAccount(tx, ref);
    rows = await select();
    byKey = found();
  }
  return refs.map((ref) => {
    const id = byKey.get(keyOf(ref));
    if (id === undefined) throw new AppError('INTERNAL', 'Ledger account could not be opened.');
    return id;
  });
}

function isCheckViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23514';
}
