import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '@/lib/server/db/client';
import { schema } from '@/lib/server/db/schema';
import type { AppRuntime } from '@/lib/server/runtime';

/**
 * The plan tests (EXPLAIN) on either engine: a Db on the runtime's own connection that reports
 * every statement it sends, and one connection in a transaction that is rolled back.
 */
export type RawQuery = <T>(text: string, params: unknown[]) => Promise<T[]>;

/** drizzle keeps the driver's client (a PGlite, or node-postgres' pool) as `$client`; the Db type hides it. */
const clientOf = (rt: AppRuntime) => (rt.db as unknown as { $client: unknown }).$client;

export function recordingDb(rt: AppRuntime, onQuery: (sql: string, params: unknown[]) => void): Db {
  const logger = { logQuery: onQuery };
  return (rt.database.kind === 'postgres'
    ? drizzlePg(clientOf(rt) as pg.Pool, { schema, logger })
    : drizzlePglite(clientOf(rt) as PGlite, { schema, logger })) as unknown as Db;
}

export async function inRolledBackTransaction(rt: AppRuntime, work: (query: RawQuery) => Promise<void>): Promise<void> {
  if (rt.database.kind === 'pglite') {
    await (clientOf(rt) as PGlite).transaction(async (tx) => {
      await work(async (text, params) => (await tx.query(text, params as never[])).rows as never);
      await tx.rollback();
    });
    return;
  }
  const connection = await (clientOf(rt) as pg.Pool).connect();
  try {
    await connection.query('begin');
    await work(async (text, params) => (await connection.query(text, params)).rows);
  } finally {
    await connection.query('rollback').catch(() => {});
    connection.release();
  }
}
