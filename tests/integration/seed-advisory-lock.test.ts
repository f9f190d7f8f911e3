import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { seedIfEmpty } from '@/lib/server/db/seed/seed';
import type { TestDatabase } from '@/tests/helpers/postgres-test-database';
import { openTestDatabase } from '@/tests/helpers/test-runtime';

/**
 * Two processes starting at once on one empty database (README: several processes on one
 * PostgreSQL) must seed it once: seedIfEmpty takes a transaction-scoped advisory lock. On
 * PostgreSQL the two starts are two pools, really concurrent; on PGlite (one process per
 * database) the same handle twice.
 */
let first: TestDatabase;
let second: DatabaseHandle;
beforeAll(async () => {
  first = await openTestDatabase({ seed: false });
  second = first.url ? await openDatabase({ url: first.url, dataDir: '' }) : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

describe('seedIfEmpty under concurrent starts (pg_advisory_xact_lock)', () => {
  it('seeds once: one start seeds, the other finds the data and does nothing', async () => {
    const results = await Promise.all([seedIfEmpty(first.db, { scale: 'small' }), seedIfEmpty(second.db, { scale: 'small' })]);
    expect(results.filter((result) => result === null)).toHaveLength(1);
    expect(results.find((result) => result !== null)).toMatchObject({ actors: 40 });
    const [row] = await first.db.select({ n: count() }).from(actors);
    expect(row?.n).toBe(40);
  });
});
