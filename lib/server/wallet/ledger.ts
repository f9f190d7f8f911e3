import 'server-only';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
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

// Accounts this process has seen exist (they are never deleted). An account first opened while
// statement 1 already holds the row locks of the others deadlocks on PostgreSQL against a
// transaction that opened it first and now waits for those locks; opening unknown accounts before
// any lock breaks that cycle. Bounded: a full set starts again (a miss costs one lookup).
const knownAccounts = new Set<string>();
const KNOWN_ACCOUNTS_MAX = 100_000;

async function openUnknownAccounts(tx: Tx, refs: AccountRef[]): Promise<void> {
  for (const ref of refs) {
    const key = keyOf(ref);
    if (knownAccounts.has(key)) continue;
    const existing = await findAccountId(tx, ref.ownerType, ref.ownerId, ref.name ?? 'main', ref.currency);
    if (existing === null) {
      // Opened by this transaction, so not yet known to others (or gone on rollback): not cached.
      await ensureAccount(tx, ref);
      continue;
    }
    if (knownAccounts.size >= KNOWN_ACCOUNTS_MAX) knownAccounts.clear();
    knownAccounts.add(key);
  }
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
export async function postTransaction(tx: Tx, input: PostInput): Promise<{ transactionId: number; replayed: boolean }> {
  const posted = await postTransactionWithBalances(tx, input);
  if (!posted) throw new AppError('INTERNAL', 'Ledger transaction was not posted.');
  return { transactionId: posted.transactionId, replayed: posted.replayed };
}

export type PostInput = { kind: string; idempotencyKey?: string; memo?: Record<string, unknown>; postings: Posting[] };

/**
 * postTransaction, answering also the new balance of each posting's account (in the order of the
 * postings), with the caller's `alsoWith` write (e.g. linking its row to the transaction) run as
 * part of the last statement; on a replay `alsoWith` is not run. With a `guard` (a data-modifying
 * statement answering at most one row `id`, e.g. an INSERT … ON CONFLICT DO NOTHING RETURNING id
 * that claims something), the guard runs in the first statement and the transaction is posted
 * only if it answered a row: otherwise nothing is posted or locked and the answer is null.
 */
export async function postTransactionWithBalances(
  tx: Tx,
  input: PostInput & { guard?: SQL; alsoWith?: (transactionId: number, guardId: number | null) => SQL },
): Promise<{ transactionId: number; replayed: boolean; balances: number[]; guardId: number | null } | null> {
  const sums = new Map<string, number>();
  for (const p of input.postings) {
    if (!Number.isSafeInteger(p.amount)) throw new AppError('INTERNAL', 'Ledger amounts are integers.');
    sums.set(p.account.currency, (sums.get(p.account.currency) ?? 0) + p.amount);
  }
  if ([...sums.values()].some((s) => s !== 0)) throw new AppError('INTERNAL', 'Ledger transaction is unbalanced.');
  const refs = input.postings.map((p) => p.account);
  await openUnknownAccounts(tx, refs);

  // Statement 1 writes the transaction row and finds and locks every account in id order
  // (concurrent transfers never deadlock); statement 2 moves all balances, writes the entries and
  // runs the caller's own write. The embedded database runs one statement at a time, so the count
  // of statements is the cost (docs/PERFORMANCE.md "Purchases").
  const memo = input.memo === undefined ? sql`null` : sql`${JSON.stringify(input.memo)}::jsonb`;
  const guarded = input.guard ? sql`exists (select 1 from g)` : sql`true`;
  const result = await tx.execute(sql`with ${input.guard ? sql`g as (${input.guard}), ` : sql``}t as (
      insert into ${ledgerTransactions} (kind, idempotency_key, memo) select ${input.kind}, ${input.idempotencyKey ?? null}, ${memo} where ${guarded}
      on conflict do nothing returning id
    ), l as materialized (${lockQuery(refs, guarded)})
    select ${input.guard ? sql`(select id from g)` : sql`null`} as guard_id, (select id from t) as tx_id, l.id, l.owner_type, l.owner_id, l.name, l.currency, l.balance
    from (values (1)) as one(x) left join l on true`);
  const rows = (result as unknown as { rows: (LockedRow & { tx_id: unknown; guard_id: unknown })[] }).rows;
  const guardId = rows[0]?.guard_id === null || rows[0]?.guard_id === undefined ? null : Number(rows[0].guard_id);
  if (input.guard && guardId === null) return null;
  const insertedId = rows[0]?.tx_id;
  let locked: LockedRow[] = rows.filter((row) => row.id !== null && row.id !== undefined);

  if (insertedId === null || insertedId === undefined) {
    const [first] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey ?? ''));
    if (!first) throw new AppError('CONFLICT', 'The request is already being processed.');
    const byKey = lockedByKey(locked);
    return { transactionId: first.id, replayed: true, balances: refs.map((ref) => byKey.get(keyOf(ref))?.balance ?? 0), guardId };
  }
  const transactionId = Number(insertedId);

  let byKey = lockedByKey(locked);
  const missing = refs.filter((ref) => !byKey.has(keyOf(ref)));
  if (missing.length > 0) {
    for (const ref of missing) await ensureAccount(tx, ref);
    locked = ((await tx.execute(lockQuery(refs))) as unknown as { rows: LockedRow[] }).rows;
    byKey = lockedByKey(locked);
  }
  const accounts = refs.map((ref) => {
    const account = byKey.get(keyOf(ref));
    if (account === undefined) throw new AppError('INTERNAL', 'Ledger account could not be opened.');
    return account;
  });

  const byAccount = new Map<number, number>();
  input.postings.forEach((p, i) => byAccount.set(accounts[i]!.id, (byAccount.get(accounts[i]!.id) ?? 0) + p.amount));
  // Every balance that moves raises its account's version in the same update: the one place all money passes.
  const moves = [...byAccount].filter(([, amount]) => amount !== 0);
  const parts: SQL[] = [];
  if (moves.length > 0) {
    const values = sql.join(
      moves.map(([id, amount]) => sql`(${id}::integer, ${amount}::bigint)`),
      sql`, `,
    );
    parts.push(
      sql`u as (update ${ledgerAccounts} set balance = ${ledgerAccounts.balance} + v.amount, version = ${ledgerAccounts.version} + 1 from (values ${values}) as v(id, amount) where ${ledgerAccounts.id} = v.id returning ${ledgerAccounts.id} as id, ${ledgerAccounts.balance} as balance)`,
    );
  }
  if (input.postings.length > 0) {
    const entries = sql.join(
      input.postings.map((p, i) => sql`(${transactionId}::bigint, ${accounts[i]!.id}::integer, ${p.amount}::bigint)`),
      sql`, `,
    );
    parts.push(sql`e as (insert into ${ledgerEntries} (transaction_id, account_id, amount) values ${entries})`);
  }
  if (input.alsoWith) parts.push(sql`w as (${input.alsoWith(transactionId, guardId)})`);
  const balances = new Map(accounts.map((account) => [account.id, Number(account.balance)]));
  if (parts.length > 0) {
    const select = moves.length > 0 ? sql`select id, balance from u` : sql`select 1 as id, 0 as balance where false`;
    try {
      const moved = await tx.execute(sql`with ${sql.join(parts, sql`, `)} ${select}`);
      for (const row of (moved as unknown as { rows: { id: unknown; balance: unknown }[] }).rows) balances.set(Number(row.id), Number(row.balance));
    } catch (error) {
      if (isCheckViolation(error)) throw new AppError('INSUFFICIENT_FUNDS', 'The balance is too low.');
      throw error;
    }
  }
  return { transactionId, replayed: false, balances: accounts.map((account) => balances.get(account.id) ?? 0), guardId };
}

const keyOf = (ref: AccountRef) => `${ref.ownerType}:${ref.ownerId}:${ref.name ?? 'main'}:${ref.currency}`;

type LockedRow = { id: number; owner_type: AccountRef['ownerType']; owner_id: number; name: string; currency: Currency; balance: unknown };

function lockedByKey(rows: readonly LockedRow[]): Map<string, { id: number; balance: number }> {
  return new Map(
    rows.map((row) => [
      keyOf({ ownerType: row.owner_type, ownerId: Number(row.owner_id), name: row.name, currency: row.currency }),
      { id: Number(row.id), balance: Number(row.balance) },
    ]),
  );
}

/** The accounts, locked FOR UPDATE in id order (the row locks are taken in the sorted order). */
function lockQuery(refs: readonly AccountRef[], also: SQL = sql`true`): SQL {
  const match =
    refs.length === 0
      ? sql`false`
      : or(
          ...refs.map((ref) =>
            and(eq(ledgerAccounts.ownerType, ref.ownerType), eq(ledgerAccounts.ownerId, ref.ownerId), eq(ledgerAccounts.name, ref.name ?? 'main'), eq(ledgerAccounts.currency, ref.currency)),
          ),
        );
  return sql`select ${ledgerAccounts.id} as id, ${ledgerAccounts.ownerType} as owner_type, ${ledgerAccounts.ownerId} as owner_id, ${ledgerAccounts.name} as name,
    ${ledgerAccounts.currency} as currency, ${ledgerAccounts.balance} as balance from ${ledgerAccounts} where ${also} and (${match}) order by ${ledgerAccounts.id} for update`;
}

function isCheckViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23514';
}
