import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';

/**
 * The seed places its dates relative to its `now` (registrations, releases, "online since",
 * shows running now or starting soon). A database restored from the run's seeded snapshot,
 * taken minutes earlier, gets every stored timestamp moved forward by the snapshot's age, so it
 * looks as if seeded at this moment, as a fresh seed would. Only the moments move; `date`
 * columns (birthdays, 10–350 days into the year of life) are out of reach of a shift of minutes.
 */
export type ShiftPlan = { table: string; columns: string[] }[];

/** Both drivers answer execute() with `{ rows }`; the shared Db type does not say so. */
const rows = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Taken once, when the snapshot is built: the non-empty tables and their timestamp columns. */
export async function timestampShiftPlan(db: Db): Promise<ShiftPlan> {
  const result = await rows<ShiftPlan[number]>(db, sql`
    select c.relname as "table", array_agg(a.attname::text order by a.attnum) as columns
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = '' and a.atttypid in ('timestamptz'::regtype, 'timestamp'::regtype)
    group by c.relname order by c.relname`);
  const plan: ShiftPlan = [];
  for (const row of result) {
    const [filled] = await rows<{ filled: boolean }>(db, sql`select exists (select from ${sql.identifier(row.table)}) as filled`);
    if (filled?.filled) plan.push(row);
  }
  return plan;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One round trip; triggers off (replica role) since no key or derived value changes. */
export async function shiftTimestamps(db: Db, plan: ShiftPlan, deltaMs: number): Promise<void> {
  const ms = Math.round(deltaMs);
  if (ms <= 0 || plan.length === 0) return;
  const by = `interval '${ms} milliseconds'`;
  const updates = plan.map(
    ({ table, columns }) => `UPDATE public.${quote(table)} SET ${columns.map((c) => `${quote(c)} = ${quote(c)} + ${by}`).join(', ')};`,
  );
  await db.execute(sql.raw(`DO $shift$ BEGIN SET LOCAL session_replication_role = replica; ${updates.join(' ')} END $shift$`));
}
