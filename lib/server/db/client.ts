import 'server-only';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { log } from '@/lib/server/log';
import { enablePreparedStatements } from './pglite-prepared';
import { retryTransactions } from './retry-transactions';
import { type Schema, schema } from './schema';

/** Both drivers share this type; services take it (or a transaction) as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(process.cwd(), 'drizzle');

/**
 * `url` set → PostgreSQL through node-postgres; otherwise embedded PGlite in `dataDir`, or in
 * memory when `dataDir` is 'memory://' (tests: one in-memory database per test file).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  /** Tests only: start the in-memory PGlite from a `dumpDataDir()` tarball instead of running initdb. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // The server may end an idle connection (restart, failover, pg_terminate_backend): node-postgres
    // reports it here, and an unheard 'error' event would end the process. The pool drops that
    // connection and opens a new one for the next query.
    pool.on('error', (error) => log.warn('database: an idle connection was closed by the server', error.message));
    const db = retryTransactions(drizzlePg(pool, { schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // Search needs pg_trgm and unaccent (drizzle/0002_search.sql); PGlite loads extensions on demand.
  const pgliteOptions: PGliteOptions = { extensions: { pg_trgm, unaccent } };
  if (options.loadDataDir) pgliteOptions.loadDataDir = options.loadDataDir;
  const client =
    options.dataDir === 'memory://'
      ? new PGlite(pgliteOptions)
      : new PGlite(path.resolve(options.dataDir), pgliteOptions);
  await client.waitReady;
  if (process.env.PGLITE_PREPARED !== '0') enablePreparedStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
