import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import { messengerChannels } from '@/lib/server/db/schema/messenger';
import { topUps } from '@/lib/server/db/schema/payments';
import { sandboxProvider } from '@/lib/server/payments/sandbox-provider';
import { getBalance } from '@/lib/server/wallet/ledger';
import { settleOpenTopUps } from '@/lib/server/wallet/settle-open-top-ups';
import { checkLedgerInvariants, checkNoBalanceEverNegative } from '@/tests/helpers/ledger-invariants';
import { checkPurchasesAndMessages, CRASH_VIDEO_TITLE } from '@/tests/helpers/spend-invariants';
import type { TestDatabase } from '@/tests/helpers/postgres-test-database';
import { openTestDatabase } from '@/tests/helpers/test-runtime';

/**
 * "Killing the server (SIGKILL) in the middle of a load of top-ups, at random points, and
 * restarting it leaves ledger and balances consistent." The worker also buys videos through the
 * purchase service and sends paid messages (each retried, as a page retries a call cut off), so the
 * kills land inside those too. KILL_ITERATIONS sets the count: a few in `npm test`, 200 for
 * `npm run reliability` (see docs/PERFORMANCE.md).
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

/** Starts the worker, lets it work for a random while after its first round of money work, then SIGKILLs it. */
function killWorkerAtRandom(guestId: number, channelId: number, tag: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = ['tests/helpers/top-up-worker.ts', target(), String(guestId), tag, String(channelId)];
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', ...args], {
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
  it(`${ITERATIONS} kills at random points in a load of top-ups, spends, purchases and paid messages: after each restart the ledger is consistent`, { timeout: 60_000 + ITERATIONS * 15_000 }, async () => {
    const { guestId, channelId } = await withDatabase(async (database) => {
      await database.migrate();
      const [guest] = await database.db
        .insert(guests)
        .values({ email: 'crash@example.com', screenName: 'crash_test', passwordHash: 'not-a-login' })
        .returning({ id: guests.id });
      // Her messages cost the default price (no settings of her own); her videos are made by the worker.
      const [actor] = await database.db.insert(actors).values({ name: 'CrashCam', slug: 'crashcam', gender: 'F', type: 'F', imageSeed: 1 }).returning({ id: actors.id });
      if (!guest || !actor) throw new Error('no guest or performer');
      const [channel] = await database.db.insert(messengerChannels).values({ guestId: guest.id, actorId: actor.id }).returning({ id: messengerChannels.id });
      if (!channel) throw new Error('no channel');
      return { guestId: guest.id, channelId: channel.id };
    });

    let settled = 0;
    for (let iteration = 1; iteration <= ITERATIONS; iteration += 1) {
      await killWorkerAtRandom(guestId, channelId, String(iteration));
      await withDatabase(async (database) => {
        // The restart: what the dead process left open is settled from the provider's book.
        const { credited, failed } = await settleOpenTopUps(database.db, sandboxProvider, { olderThanMs: 0 });
        settled += credited + failed;
        expect(await rows(database, sql`select id from top_ups where status = 'pending'`)).toEqual([]);
        // Σ entries = balance for every account, every transaction balanced per currency, no balance
        // below zero, every charge the provider took credited exactly once (and nothing else is).
        expect((await checkLedgerInvariants(database.db)).broken).toEqual([]);
        // Each purchase exactly once and paid once at its price, no debit without its purchase or
        // message, as many message debits as paid messages, and no moment below zero.
        expect((await checkPurchasesAndMessages(database.db, guestId)).broken).toEqual([]);
        expect((await checkNoBalanceEverNegative(database.db, [guestId])).broken).toEqual([]);
        const succeeded = await database.db.select({ amount: topUps.amount }).from(topUps).where(eq(topUps.status, 'succeeded'));
        const spent = (await rows(database, sql`select coalesce(sum(-e.amount), 0)::int as spent from ledger_entries e
          join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
          where a.owner_type = 'guest' and a.owner_id = ${guestId} and t.kind in ('crash-spend', 'purchase', 'messenger')`)) as { spent: number }[];
        const balance = await getBalance(database.db, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });
        expect(balance).toBe(succeeded.reduce((sum, row) => sum + row.amount, 0) - (spent[0]?.spent ?? 0));
        expect(balance).toBeGreaterThanOrEqual(0);
      });
    }
    // The load really ran: top-ups, purchases and paid messages happened in every life of the worker (and some were cut off).
    const load = await withDatabase(async (database) => {
      const [counts] = (await rows(database, sql`select (select count(*)::int from top_ups) as top_ups,
        (select count(*)::int from videos where title like ${`${CRASH_VIDEO_TITLE} %`}) as videos,
        (select count(*)::int from purchases where guest_id = ${guestId}) as purchases,
        (select count(*)::int from messenger_messages where channel_id = ${channelId} and price > 0) as messages`)) as { top_ups: number; videos: number; purchases: number; messages: number }[];
      return counts!;
    });
    expect(load.top_ups).toBeGreaterThan(ITERATIONS);
    expect(load.purchases).toBeGreaterThanOrEqual(ITERATIONS);
    expect(load.messages).toBeGreaterThanOrEqual(ITERATIONS);
    console.info(
      `wallet-crash: ${ITERATIONS} kills, ${load.top_ups} top-up attempts, ${settled} settled after a restart, ` +
        `${load.purchases} purchases of ${load.videos} videos, ${load.messages} paid messages`,
    );
  });
});
