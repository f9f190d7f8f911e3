import { inject } from 'vitest';
import { openDatabase } from '@/lib/server/db/client';
import { seedDatabase } from '@/lib/server/db/seed/seed';
import { createInProcessPubSub } from '@/lib/server/realtime/pubsub';
import { createRuntimePubSub } from '@/lib/server/realtime/pubsub-runtime';
import { type AppRuntime, installRuntime } from '@/lib/server/runtime';
import { loadSnapshot } from './pglite-snapshot';
import { openPostgresTestDatabase, type TestDatabase } from './postgres-test-database';
import { shiftTimestamps } from './shift-timestamps';

const TEST_TOKEN_KEY = new TextEncoder().encode('test-key-test-key-test-key-test-key-0123');

/**
 * A fresh database of its own, migrated, seeded with the small scale unless `seed: false`.
 * With TEST_DATABASE_URL a database on that PostgreSQL server, copied from the run's template
 * and dropped by close() (tests/helpers/postgres-test-database.ts); otherwise an in-memory PGlite.
 * With the run's snapshots (tests/helpers/global-setup.ts) it starts from a copy of an already
 * migrated (and seeded) database; PGLITE_SNAPSHOT=0 builds it from scratch.
 */
export async function openTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  const templates = inject('postgresTemplates');
  if (templates) return openPostgresTestDatabase(templates, seed);
  const dir = inject('pgliteSnapshotDir');
  if (!dir) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    if (seed) await seedDatabase(database.db, { scale: 'small' });
    return database;
  }
  const snapshot = await loadSnapshot(dir, seed ? 'seeded' : 'migrated');
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: snapshot.blob });
  // A no-op unless a migration was added after the snapshot was taken (it costs one query).
  await database.migrate();
  // The seed places dates relative to its `now`; move them to this moment, as a fresh seed would.
  const { meta } = snapshot;
  if (meta) await shiftTimestamps(database.db, meta.shiftPlan, Date.now() - Date.parse(meta.seededAt));
  return database;
}

/** Installed as the process runtime so route handlers find it exactly as in production. */
export async function startTestRuntime(options: { seed?: boolean } = {}): Promise<AppRuntime> {
  const database = await openTestDatabase(options);
  const value: AppRuntime = {
    database,
    db: database.db,
    // On PostgreSQL the production PubSub: every event also goes through LISTEN/NOTIFY.
    pubsub: database.url ? await createRuntimePubSub(database.url) : createInProcessPubSub(),
    tokenKey: TEST_TOKEN_KEY,
    startedAt: new Date(),
  };
  installRuntime(value);
  return value;
}

export async function stopTestRuntime(value: AppRuntime): Promise<void> {
  installRuntime(undefined);
  await value.pubsub.close();
  await value.database.close();
}
