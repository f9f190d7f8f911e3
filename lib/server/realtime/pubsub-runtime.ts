import 'server-only';
import { createInProcessPubSub, type PubSub } from '@/lib/server/realtime/pubsub';
import { createPgNotifyDriver } from '@/lib/server/realtime/pubsub-pg-driver';
import { createPostgresPubSub } from '@/lib/server/realtime/pubsub-postgres';

/**
 * The runtime's PubSub: PostgreSQL LISTEN/NOTIFY when DATABASE_URL points
 * at PostgreSQL, so several processes deliver each other's events; in-process otherwise
 * (embedded PGlite serves one process only).
 */
export async function createRuntimePubSub(databaseUrl: string | undefined): Promise<PubSub> {
  if (!databaseUrl) return createInProcessPubSub();
  return createPostgresPubSub(createPgNotifyDriver(databaseUrl));
}
