import 'server-only';
import pg from 'pg';
import { BOOT_LOCK_KEY } from './advisory-keys';

/**
 * Runs the boot's schema and data work (migrations, seed, demo logins) while holding a
 * session-level advisory lock on a connection of its own: two processes starting together on
 * one PostgreSQL run it one after the other, the second finding everything done. The migrator
 * and the seed use the pool, so the lock cannot live on one of its connections. Embedded PGlite
 * (no url) serves one process: nothing to wait for.
 */
export async function withBootLock<T>(url: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!url) return work();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [BOOT_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock statement fails.
    await client.query('select pg_advisory_unlock($1::bigint)', [BOOT_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
