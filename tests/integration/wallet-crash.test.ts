import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { topUps } from '@/lib/server/db/schema/payments';
import { sandboxProvider } from '@/lib/server/payments/sandbox-provider';
import { getBalance } from '@/lib/server/wallet/ledger';
import { settleOpenTopUps } from '@/lib/server/wallet/settle-open-top-ups';
import { checkLedgerInvariants } from '@/tests/helpers/ledger-invariants';
import type { TestDatabase } from '@/tests/helpers/postgres-test-database';
import { openTestDatabase } from '@/tests/helpers/test-runtime';

/**
 * "Killing the server (SIGKILL) in the middle of a load of top-ups, at random points, and
 * restarting it leaves ledger and balances consistent." KILL_ITERATIONS sets the count: a few in
 * `npm test`, 50 for the full run (see docs/PERFORMANCE.md).
 */
const ITERATIONS = Number(process.env.KILL_ITERATIONS ?? 4);
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cam-crash-'));
// On PostgreSQL (TEST_DATABASE_URL) the worker and each restart use a test database of the server instead of the folder.
let postgres: TestDatabase | null = null;
beforeAll(async () => {
  if (inject('postgresTemplates')) postgres = await openTestDatabase({ seed: false });
});
afterAll(async () => {
  await postgres?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const target = () => postgres?.url ?? dataDir;

async function withDatabase<T>(run: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = postgres?.url ? await openDatabase({ url: postgres.url, dataDir: '' }) : await openDatabase({ dataDir });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

/** Starts the worker, lets it work for a random while after its first top-up and spend, then SIGKILLs it. */
function killWorkerAtRandom(guestId: number, tag: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', 'tests/helpers/top-up-worker.ts', target(), String(guestId), tag], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('working')) return;
      setTimeout(() => child.kill('SIGKILL'), 50 + Math.floor(Math.random() * 700));
    });
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`worker ended without being killed: ${errors}`))));
  });
}

async function rows(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<unknown[]> {
  return ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

describe('money survives SIGKILL', () => {
  it(`${ITERATIONS} kills at random points in a load of top-ups and spends: after each restart the ledger is consistent`, { timeout: 60_000 + ITERATIONS * 15_000 }, async () => {
    const guestId = await withDatabase(async (database) => {
      await database.migrate();
      const [guest] = await database.db
        .insert(guests)
        .values({ email: 'crash@example.com', screenName: 'crash_test', passwordHash: 'not-a-login' })
        .returning({ id: guests.id });
      if (!guest) throw new Error('no guest');
      return guest.id;
    });

    let settled = 0;
    for (let iteration = 1; iteration <= ITERATIONS; iteration += 1) {
      await killWorkerAtRandom(guestId, String(iteration));
      await withDatabase(async (database) => {
        // The restart: what the dead process left open is settled from the provider's book.
        const { credited, failed } = await settleOpenTopUps(database.db, sandboxProvider, { olderThanMs: 0 });
        settled += credited + failed;
        expect(await rows(database, sql`select id from top_ups where status = 'pending'`)).toEqual([]);
        // Σ entries = balance for every account, every transaction balanced per currency, no balance
        // below zero, every charge the provider took credited exactly once (and nothing else is).
        expect((await checkLedgerInvariants(database.db)).broken).toEqual([]);
        const succeeded = await database.db.select({ amount: topUps.amount }).from(topUps).where(eq(topUps.status, 'succeeded'));
        const spent = (await rows(database, sql`select coalesce(sum(-e.amount), 0)::int as spent from ledger_entries e
          join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
          where a.owner_type = 'guest' and a.owner_id = ${guestId} and t.kind = 'purchase'`)) as { spent: number }[];
        const balance = await getBalance(database.db, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });
        expect(balance).toBe(succeeded.reduce((sum, row) => sum + row.amount, 0) - (spent[0]?.spent ?? 0));
        expect(balance).toBeGreaterThanOrEqual(0);
      });
    }
    // The load really ran: top-ups happened in every life of the worker (and some were cut off).
    const attempts = await withDatabase(async (database) => database.db.select({ id: topUps.id }).from(topUps));
    expect(attempts.length).toBeGreaterThan(ITERATIONS);
    console.info(`wallet-crash: ${ITERATIONS} kills, ${attempts.length} top-up attempts, ${settled} settled after a restart`);
  });
});
