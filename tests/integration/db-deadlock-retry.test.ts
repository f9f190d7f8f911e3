import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Tx } from '@/lib/server/db/client';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';

/**
 * PostgreSQL only (TEST_DATABASE_URL): two transactions that lock two rows in opposite orders form a
 * cycle; the server ends one with deadlock_detected (40P01). The app runs that one again
 * (lib/server/db/retry-transactions.ts), so both callers succeed and each write happens once.
 * (Embedded PGlite runs one statement at a time and cannot deadlock.)
 */
const templates = inject('postgresTemplates');

describe.runIf(templates)('transactions ended by a deadlock on PostgreSQL', () => {
  let rt: AppRuntime;
  beforeAll(async () => {
    rt = await startTestRuntime({ seed: false });
    await rt.db.execute(sql`create table deadlock_probe (id int primary key, hits int not null default 0)`);
    await rt.db.execute(sql`insert into deadlock_probe (id) values (1), (2)`);
  });
  afterAll(() => stopTestRuntime(rt));

  it('both transactions of a lock cycle succeed, each write counted once', async () => {
    let attempts = 0;
    let bothHoldFirst: () => void = () => {};
    const firstLocks = new Promise<void>((resolve) => {
      let held = 0;
      bothHoldFirst = () => (held += 1) === 2 && resolve();
    });
    const crossing = (first: number, second: number) =>
      rt.db.transaction(async (tx: Tx) => {
        attempts += 1;
        await tx.execute(sql`update deadlock_probe set hits = hits + 1 where id = ${first}`);
        // Only the first attempts meet here; a retry finds the barrier open and runs straight through.
        bothHoldFirst();
        await firstLocks;
        await tx.execute(sql`update deadlock_probe set hits = hits + 1 where id = ${second}`);
        return first;
      });
    expect(await Promise.all([crossing(1, 2), crossing(2, 1)])).toEqual([1, 2]);
    // One of the two was ended by the server and ran again.
    expect(attempts).toBe(3);
    const { rows } = (await rt.db.execute(sql`select id, hits from deadlock_probe order by id`)) as unknown as { rows: { id: number; hits: number }[] };
    expect(rows).toEqual([
      { id: 1, hits: 2 },
      { id: 2, hits: 2 },
    ]);
  });

  it('other errors are not retried', async () => {
    let attempts = 0;
    await expect(
      rt.db.transaction(async (tx: Tx) => {
        attempts += 1;
        await tx.execute(sql`insert into deadlock_probe (id) values (1)`);
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
  });
});
