import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';

/**
 * The one row of an aggregate query. Search statements answer with ONE row of arrays and JSON:
 * PGlite hands every row across the WASM boundary one by one, which costs more than the
 * search itself for a few hundred hits. Both drivers answer execute() with `{ rows }`.
 */
export async function firstRow<T>(db: DbOrTx, query: SQL): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  const row = result.rows[0];
  if (!row) throw new Error('an aggregate query answered no row');
  return row;
}
