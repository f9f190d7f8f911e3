import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { issueAccessToken } from '@/lib/server/auth/access-token';
import { openDatabase } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { videos } from '@/lib/server/db/schema/catalog';
import { seedDatabase } from '@/lib/server/db/seed/seed';
import { authenticateGuest } from '@/lib/server/guests/authenticate';
import { createInProcessPubSub } from '@/lib/server/realtime/pubsub';
import { type AppRuntime, installRuntime } from '@/lib/server/runtime';
import { type AccountRef, postTransaction } from '@/lib/server/wallet/ledger';

/** A key of the bench process only: tokens are minted and verified with it in the child. */
const BENCH_TOKEN_KEY = new TextEncoder().encode('bench-realtime-key-bench-realtime-key-01');
const INSERT_BATCH = 1_000;

export type BenchGuests = { guestIds: number[]; tokens: string[] };

const promotions: AccountRef = { ownerType: 'system', ownerId: 0, name: 'promotions', currency: 'EUR' };

/**
 * The runtime a test builds (tests/helpers/test-runtime.ts), without importing test files: an
 * in-memory PGlite, migrated and seeded at the small scale, the in-process PubSub, installed as
 * the process runtime so the hub's session auth (lib/server/ws/session.ts) finds it.
 */
export async function startBenchRuntime(): Promise<AppRuntime> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db, { scale: 'small' });
  const value: AppRuntime = { database, db: database.db, pubsub: createInProcessPubSub(), tokenKey: BENCH_TOKEN_KEY, startedAt: new Date() };
  installRuntime(value);
  return value;
}

/**
 * `count` guests inserted in bulk (the hub reads the guest row per session: tokenVersion, lock),
 * each with a real access token from the real signer (lib/server/auth/access-token.ts).
 */
export async function createBenchGuests(app: AppRuntime, count: number): Promise<BenchGuests> {
  const run = Date.now().toString(36);
  const guestIds: number[] = [];
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const size = Math.min(INSERT_BATCH, count - start);
    const rows = await app.db
      .insert(guests)
      .values(Array.from({ length: size }, (_, k) => ({ email: `rt-${run}-${start + k}@bench.invalid`, screenName: `rt_${run}_${start + k}`, passwordHash: 'bench' })))
      .returning({ id: guests.id });
    guestIds.push(...rows.map((row) => row.id));
  }
  const tokens = await Promise.all(guestIds.map((id) => issueAccessToken(app.tokenKey, { subjectId: id, kind: 'guest', version: 0 })));
  return { guestIds, tokens };
}

/**
 * Warms what every session touches before the "before" memory snapshot: every bench guest's row
 * and index pages in PGlite's buffer pool (the same lookup the session auth makes) and the auth
 * code, so the per-session figure is the sessions' own memory, not the one-off growth of the
 * embedded database's WASM memory (which never shrinks and counts as `external`).
 */
export async function warmAuth(app: AppRuntime, bench: BenchGuests): Promise<void> {
  await app.db.execute(sql`select count(*) from guests where password_hash = 'bench'`);
  for (const token of bench.tokens) await authenticateGuest(app.db, app.tokenKey, token);
}

/** Paid, released videos, cheapest first: what the sampled guests buy (one each). */
export async function paidVideos(app: AppRuntime): Promise<{ id: number; price: number }[]> {
  const found = await app.db
    .select({ id: videos.id, price: videos.price })
    .from(videos)
    .where(and(eq(videos.isFree, false), gt(videos.price, 0), lte(videos.releasedAt, new Date())))
    .orderBy(asc(videos.price), asc(videos.id))
    .limit(50);
  if (found.length === 0) throw new Error('realtime bench: the small seed has no paid video');
  return found;
}

/** Credits each sampled guest from the promotions account (a bonus, as purchases.ts funds). */
export async function fundGuests(app: AppRuntime, guestIds: number[], amount: number): Promise<void> {
  const run = Date.now().toString(36);
  for (const guestId of guestIds) {
    await app.db.transaction((tx) =>
      postTransaction(tx, {
        kind: 'bonus-code',
        idempotencyKey: `bench-rt-fund:${run}:${guestId}`,
        postings: [{ account: promotions, amount: -amount }, { account: { ownerType: 'guest', ownerId: guestId, currency: 'EUR' }, amount }],
      }),
    );
  }
}
