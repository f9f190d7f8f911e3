import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

/**
 * PostgreSQL only (TEST_DATABASE_URL): the server may end a connection at any time (a restart, a
 * failover, pg_terminate_backend, an idle timeout). node-postgres reports that on the pool, and an
 * unheard 'error' event ends the Node process: the app must survive it and go on with fresh
 * connections. (Embedded PGlite has no connections to lose.)
 */
const templates = inject('postgresTemplates');

describe.runIf(templates)('database connections ended by the PostgreSQL server', () => {
  let rt: AppRuntime;
  beforeAll(async () => {
    rt = await startTestRuntime({ seed: false });
  });
  afterAll(() => stopTestRuntime(rt));

  const one = async () => ((await rt.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] }).rows[0]?.one;

  it('idle connections terminated by the server neither crash the process nor fail the next queries', async () => {
    // Several idle connections in the pool.
    expect(await Promise.all([one(), one(), one(), one()])).toEqual([1, 1, 1, 1]);
    const admin = new pg.Client({ connectionString: templates?.adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = $1`,
        [new URL((rt.database as { url?: string }).url ?? '').pathname.slice(1)],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool hears of each termination; then every query gets a working connection again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await Promise.all([one(), one(), one(), one()])).toEqual([1, 1, 1, 1]);
  });
});
