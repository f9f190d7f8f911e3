import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';

export type ResyncedSequence = { table: string; column: string; sequence: string; value: number };

type SerialColumn = { table_name: string; column_name: string; sequence: string };

/** Quotes an identifier read from the catalogue (names are ours, the quoting keeps odd ones safe). */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * §7 internal regenerate_auto_incrementor: every serial or identity id of the public schema is
 * moved to max(id) (or 1, unused, on an empty table) so that the next insert after a raw import
 * or a restore never collides. setval with is_called=false on an empty table makes the next id 1.
 */
export async function regenerateSequences(db: DbOrTx): Promise<ResyncedSequence[]> {
  const columns = await db.execute<SerialColumn>(sql`
    select c.table_name, c.column_name, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as sequence
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null
    order by c.table_name, c.column_name`);
  const results: ResyncedSequence[] = [];
  for (const { table_name, column_name, sequence } of rowsOf<SerialColumn>(columns)) {
    const maxRows = await db.execute<{ max: string | number | null }>(sql.raw(`select max(${ident(column_name)}) as max from ${ident(table_name)}`));
    const max = Number(rowsOf<{ max: string | number | null }>(maxRows)[0]?.max ?? 0);
    const value = max > 0 ? max : 1;
    await db.execute(sql`select setval(${sequence}, ${value}, ${max > 0})`);
    results.push({ table: table_name, column: column_name, sequence, value: max > 0 ? max + 1 : 1 });
  }
  return results;
}

/** node-postgres answers { rows }, PGlite too; both drivers behind DbOrTx. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
