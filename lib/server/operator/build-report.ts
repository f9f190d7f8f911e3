import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { countOnlineActors } from './online-actors';

const DAY_MS = 24 * 60 * 60 * 1000;

export type OperatorReport = {
  generatedAt: string;
  currency: 'EUR';
  guests: { total: number; paying: number; newLastDay: number; newLastWeek: number };
  /** Net money received from payment providers (top-ups and compensations minus chargebacks), in cents. */
  revenueCents: { lastDay: number; lastWeek: number };
  /** What guests spent of their balances on purchases and flatrates (cents): money turned into content. */
  spentCents: { lastDay: number; lastWeek: number };
  onlineActors: number;
};

export type MainReport = OperatorReport & { revenueByDay: { day: string; revenueCents: number }[] };

type Row = Record<string, string | number | null>;
const rowOf = (result: unknown): Row => (result as { rows: Row[] }).rows[0] ?? {};
const num = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * Revenue is read from the ledger (DESIGN.md "Money"): every payment credits a guest (or the
 * compensation account) and debits the provider's clearing account `payments:<provider>`, and a
 * chargeback credits it back, so minus the clearing accounts' movements is the net money received.
 */
const receivedSince = (since: Date) => sql`coalesce(-sum(e.amount) filter (where t.created_at >= ${since.toISOString()}::timestamptz), 0)`;
const spentSince = (since: Date) => sql`coalesce(-sum(e.amount) filter (where t.created_at >= ${since.toISOString()}::timestamptz), 0)`;

/** §7 misc reporting/default: the operator's one-glance figures. */
export async function buildReport(db: DbOrTx, now = new Date()): Promise<OperatorReport> {
  const day = new Date(now.getTime() - DAY_MS);
  const week = new Date(now.getTime() - 7 * DAY_MS);
  const guests = rowOf(
    await db.execute(sql`select count(*) as total, count(*) filter (where is_paying_customer) as paying,
      count(*) filter (where created_at >= ${day.toISOString()}::timestamptz) as new_day,
      count(*) filter (where created_at >= ${week.toISOString()}::timestamptz) as new_week from guests`),
  );
  const revenue = rowOf(
    await db.execute(sql`select ${receivedSince(day)} as day, ${receivedSince(week)} as week
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
      where a.owner_type = 'system' and a.name like 'payments:%' and a.currency = 'EUR' and t.created_at >= ${week.toISOString()}::timestamptz`),
  );
  const spent = rowOf(
    await db.execute(sql`select ${spentSince(day)} as day, ${spentSince(week)} as week
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
      where a.owner_type = 'guest' and a.currency = 'EUR' and t.kind in ('purchase', 'flatrate') and e.amount < 0 and t.created_at >= ${week.toISOString()}::timestamptz`),
  );
  return {
    generatedAt: now.toISOString(),
    currency: 'EUR',
    guests: { total: num(guests.total), paying: num(guests.paying), newLastDay: num(guests.new_day), newLastWeek: num(guests.new_week) },
    revenueCents: { lastDay: num(revenue.day), lastWeek: num(revenue.week) },
    spentCents: { lastDay: num(spent.day), lastWeek: num(spent.week) },
    onlineActors: await countOnlineActors(db),
  };
}

/** §7 misc reporting/main: the default report plus the net revenue of each of the last 7 UTC days. */
export async function buildMainReport(db: DbOrTx, now = new Date()): Promise<MainReport> {
  const report = await buildReport(db, now);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 6 * DAY_MS);
  const result = await db.execute(sql`select to_char(date_trunc('day', t.created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, -sum(e.amount) as revenue
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
    where a.owner_type = 'system' and a.name like 'payments:%' and a.currency = 'EUR' and t.created_at >= ${start.toISOString()}::timestamptz
    group by 1`);
  const byDay = new Map((result as unknown as { rows: Row[] }).rows.map((row) => [String(row.day), num(row.revenue)]));
  const revenueByDay = Array.from({ length: 7 }, (_, i) => {
    const day = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { day, revenueCents: byDay.get(day) ?? 0 };
  });
  return { ...report, revenueByDay };
}
