import 'server-only';
import { sql } from 'drizzle-orm';
import { resolveTokenKey } from '@/lib/server/auth/token-key';
import { withBootLock } from '@/lib/server/cluster/boot-lock';
import { type ClusterMember, joinCluster } from '@/lib/server/cluster/join-cluster';
import { openDatabase } from '@/lib/server/db/client';
import { seedIfEmpty } from '@/lib/server/db/seed/seed';
import { env } from '@/lib/server/env';
import { configuredIceServers } from '@/lib/server/live-video/ice-servers';
import { WeriftMediaRouter } from '@/lib/server/live-video/werift-media-router';
import { startLegalVersionCache } from '@/lib/server/legal/legal-version-cache';
import { log } from '@/lib/server/log';
import { createRuntimePubSub } from '@/lib/server/realtime/pubsub-runtime';
import { type AppRuntime, hasRuntime, installRuntime, runtime } from '@/lib/server/runtime';
import { ensureDemoPerformerLogins } from '@/lib/server/studio/demo-performer-logins';
import { settleInterruptedChats } from '@/lib/server/chat/settle-interrupted-chats';
import { stopChatTicker } from '@/lib/server/chat/chat-ticker';
import { liveSignallingOf } from '@/lib/server/ws/live';

// The cluster membership of this process (heartbeat, leadership, clock jobs), left at shutdown.
const globalRef = globalThis as typeof globalThis & { __camClusterMember?: ClusterMember };

/** Opens the database, applies migrations, seeds an empty database, and installs the runtime. */
export async function bootRuntime(): Promise<AppRuntime> {
  if (hasRuntime()) return runtime();
  const config = env();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // Processes starting together on one PostgreSQL migrate and seed one after the other.
  await withBootLock(config.DATABASE_URL, async () => {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db, { scale: config.SEED_SCALE });
    if (seeded) {
      log.info(`seeded demo data: ${seeded.actors} performers, ${seeded.videos} videos, ${seeded.albums} albums`);
      // Embedded PostgreSQL runs no autovacuum: give the planner statistics and the visibility map
      // (index-only scans) for the rows just written, or the big lists plan as if the tables were empty.
      await database.db.execute(sql`vacuum analyze`);
    }
    // Studio: demo performer logins, also for a database seeded before the studio existed.
    await ensureDemoPerformerLogins(database.db);
  });
  // Embedded PGlite has one process: every chat a killed server left running ends with 903 before
  // anything is served. On PostgreSQL only chats of processes whose beat stopped end (the leader's job).
  if (database.kind === 'pglite') {
    const interrupted = await settleInterruptedChats(database.db);
    if (interrupted > 0) log.warn(`ended ${interrupted} chats interrupted by a restart (903)`);
  }
  const pubsub = await createRuntimePubSub(config.DATABASE_URL);
  const value: AppRuntime = {
    database,
    db: database.db,
    pubsub,
    tokenKey: await resolveTokenKey(database.db, config.AUTH_SECRET),
    startedAt: new Date(),
    // The in-process SFU, one per process like the hub (TOOLCHAIN.md: globalThis runtime).
    mediaRouter: new WeriftMediaRouter({ iceServers: configuredIceServers() }),
  };
  installRuntime(value);
  // §7 showDataProtection is checked synchronously per WebSocket session: the current legal versions, cached.
  await startLegalVersionCache(database.db, pubsub);
  // Registered, beating, and (when it leads) running the clock jobs — which read the runtime.
  const member = await joinCluster({ db: database.db, pubsub, url: config.DATABASE_URL, port: config.PORT, sweepMail: config.MAILER === 'smtp' });
  globalRef.__camClusterMember = member;
  value.cluster = member;
  return value;
}

export async function shutdownRuntime(): Promise<void> {
  if (!hasRuntime()) return;
  const current = runtime();
  // The clock jobs stop (a tick in flight finishes), the lock and the registry row go.
  await globalRef.__camClusterMember?.leave();
  globalRef.__camClusterMember = undefined;
  await stopChatTicker();
  installRuntime(undefined);
  // Its rooms close without ending chats here (the database is about to close; the leader settles them).
  if (current.hub) liveSignallingOf(current.hub)?.close();
  await current.mediaRouter?.close();
  await current.pubsub.close();
  await current.database.close();
}
