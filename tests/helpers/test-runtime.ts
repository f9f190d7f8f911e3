import { openDatabase } from '@/lib/server/db/client';
import { seedDatabase } from '@/lib/server/db/seed/seed';
import { createInProcessPubSub } from '@/lib/server/realtime/pubsub';
import { type AppRuntime, installRuntime } from '@/lib/server/runtime';

const TEST_TOKEN_KEY = new TextEncoder().encode('test-key-test-key-test-key-test-key-0123');

/**
 * One in-memory PGlite per test file, migrated, optionally seeded with the small scale,
 * installed as the process runtime so route handlers find it exactly as in production.
 */
export async function startTestRuntime(options: { seed?: boolean } = {}): Promise<AppRuntime> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  if (options.seed ?? true) await seedDatabase(database.db, { scale: 'small' });
  const value: AppRuntime = {
    database,
    db: database.db,
    pubsub: createInProcessPubSub(),
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
