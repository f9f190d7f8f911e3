import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';

/**
 * The invariants of money that hold after any load, any crash and any restart (DESIGN.md
 * "Money"): shared by the purchases bench (bench/purchases.ts), the SIGKILL loop
 * (tests/integration/wallet-crash.test.ts) and the bank test (tests/reliability/bank.ts). Each
 * check answers its name and, when broken, what is wrong; the caller decides how to fail.
 */
export type InvariantReport = { checked: string[]; broken: string[] };

export async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Collects checks into one report. */
export function invariantReport(): InvariantReport & { check(name: string, ok: boolean, detail: string): void } {
  const report: InvariantReport = { checked: [], broken: [] };
  return {
    ...report,
    check(name, ok, detail) {
      report.checked.push(name);
      if (!ok) report.broken.push(`${name}: ${detail}`);
    },
  };
}

/**
 * Over the whole database: Σ entries = balance for every account, every transaction sums to zero
 * per currency, no guest balance below zero, one purchases row per guest and item, and every
 * charge the sandbox provider took credited by exactly one top-up transaction.
 */
export async function checkLedgerInvariants(db: DbOrTx): Promise<InvariantReport> {
  const report = invariantReport();
  const unbalancedAccounts = await rowsOf<{ id: number }>(db, sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`);
  report.check('every account balance = the sum of its ledger entries', unbalancedAccounts.length === 0, `${unbalancedAccounts.length} accounts differ`);
  const unbalancedTransactions = await rowsOf<{ id: number }>(db, sql`select e.transaction_id as id from ledger_entries e join ledger_accounts a on a.id = e.account_id
    group by e.transaction_id, a.currency having sum(e.amount) <> 0`);
  report.check('every ledger transaction sums to zero per currency', unbalancedTransactions.length === 0, `${unbalancedTransactions.length} transactions`);
  const negative = await rowsOf<{ id: number }>(db, sql`select id from ledger_accounts where owner_type = 'guest' and balance < 0`);
  report.check('no guest balance below zero', negative.length === 0, `${negative.length} accounts`);
  const duplicates = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from purchases group by guest_id, item_type, item_id having count(*) > 1`);
  report.check('one purchases row per guest and item', duplicates.length === 0, `${duplicates.length} duplicated items`);
  // The sandbox's reference is `top-up:<id>`-shaped after its 7-character prefix (lib/server/wallet/top-up-core.ts).
  const uncredited = await rowsOf<{ reference: string }>(db, sql`select c.reference from sandbox_charges c
    where c.status = 'succeeded' and (select count(*) from ledger_transactions t
      where t.kind = 'top-up' and t.idempotency_key = 'top-up:' || substring(c.reference from 8)) <> 1`);
  report.check('every charge the provider took credited exactly once', uncredited.length === 0, `${uncredited.length} charges (${uncredited.slice(0, 3).map((r) => r.reference).join(', ')})`);
  return { checked: report.checked, broken: report.broken };
}

/** The running sum of each of these guests' entries never went below zero (not only the final balance). */
export async function checkNoBalanceEverNegative(db: DbOrTx, guestIds: number[]): Promise<InvariantReport> {
  const report = invariantReport();
  if (guestIds.length === 0) return { checked: report.checked, broken: report.broken };
  const ids = sql.join(guestIds.map((id) => sql`${id}`), sql`, `);
  const dipped = await rowsOf<{ owner: number }>(db, sql`select owner from (select a.owner_id as owner, sum(e.amount) over (partition by a.id order by e.id) as running
    from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.owner_type = 'guest' and a.owner_id in (${ids})) s where running < 0 limit 1`);
  report.check('no guest balance ever below zero (running sum of every entry)', dipped.length === 0, `guest ${dipped[0]?.owner}`);
  return { checked: report.checked, broken: report.broken };
}
