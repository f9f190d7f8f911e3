import 'server-only';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@/lib/server/db/client';

/**
 * Rows per INSERT. PostgreSQL (and PGlite) accept at most 65,535 parameters per statement; the
 * widest seeded table has 26 columns, so 1,000 rows stay well below that.
 */
export const BATCH_SIZE = 1000;

export const DAY_MS = 86_400_000;

/** Inserts rows in statements of at most `size` rows, inside the caller's transaction. */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], size = BATCH_SIZE): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size));
  }
}

/** Splits `count` items into consecutive [start, end) ranges of at most `size`. */
export function* ranges(count: number, size = BATCH_SIZE): Generator<[number, number]> {
  for (let start = 0; start < count; start += size) yield [start, Math.min(count, start + size)];
}
