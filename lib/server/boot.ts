import 'server-only';
import { sql } from 'drizzle-orm';
import { resolveTokenKey } from '@/lib/server/auth/token-key';
import { openDatabase } from '@/lib/server/db/client';
import { seedIfEmpty } from '@/lib/server/db/seed/seed';
import { env } from '@/lib/server/env';
import { configuredIceServers } from '@/lib/server/live-video/ice-servers';
import { WeriftMediaRouter } from '@/lib/server/live-video/werift-media-router';
import { log } from '@/lib/server/log';
import { createRuntimePubSub } from '@/lib/server/realtime/pubsub-runtime';
import { type AppRuntime, hasRuntime, installRuntime, runtime } from '@/lib/server/runtime';
import { paymentProvider } from '@/lib/server/payments/registry';
import { settleOpenTopUps } from '@/lib/server/wallet/settle-open-top-ups';
import { renewDueSubscriptions } from '@/lib/server/subscriptions/renew-subscriptions';
import { publishSubscriptionState } from '@/lib/server/subscriptions/publish-subscription-state';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import { ensureDemoPerformerLogins } from '@/lib/server/studio/demo-performer-logins';
import { settleInterruptedChats } from '@/lib/server/chat/settle-interrupted-chats';
import { endAndAnnounce } from '@/lib/server/clash/clash-events';
import { startChatTicker, stopChatTicker } from '@/lib/server/chat/chat-ticker';

/** Opens the database, applies migrations, seeds an empty database, and installs the runtime. */
export async function bootRuntime(): Promise<AppRuntime> {
  if (hasRuntime()) return runtime();
  const config = env();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
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
  const value: AppRuntime = {
    database,
    db: database.db,
    pubsub: await createRuntimePubSub(config.DATABASE_URL),
    tokenKey: await resolveTokenKey(database.db, config.AUTH_SECRET),
    startedAt: new Date(),
    // The in-process SFU, one per process like the hub (TOOLCHAIN.md: globalThis runtime).
    mediaRouter: new WeriftMediaRouter({ iceServers: configuredIceServers() }),
  };
  installRuntime(value);
  startTopUpSettlement(value);
  // Chats a killed server left running end with 903 (nothing more billed), then billing runs every second.
  const interrupted = await settleInterruptedChats(value.db);
  if (interrupted > 0) log.warn(`ended ${interrupted} chats interrupted by a restart (903)`);
  // Clashes of cams whose time ran out while the server was down end (and are announced) now.
  await endAndAnnounce(value.db, value.pubsub);
  startChatTicker(value.db, value.pubsub);
  return value;
}

/** Top-ups a dead process left open are settled, and due subscriptions renewed, at boot and then every minute. */
const SETTLE_EVERY_MS = 60_000;
let settlementTimer: ReturnType<typeof setInterval> | null = null;

function startTopUpSettlement(value: AppRuntime): void {
  const settle = async () => {
    try {
      const { credited, failed, creditedGuests } = await settleOpenTopUps(value.db, paymentProvider(), { olderThanMs: SETTLE_EVERY_MS });
      if (credited + failed > 0) log.warn(`settled open top-ups: ${credited} credited, ${failed} failed`);
      for (const guestId of creditedGuests) await afterBalanceChange(value.db, value.pubsub, guestId);
      // The scheduled subscription renewal: due periods charged or expired, guests told.
      for (const { guestId } of await renewDueSubscriptions(value.db)) {
        await afterBalanceChange(value.db, value.pubsub, guestId);
        await publishSubscriptionState(value.db, value.pubsub, guestId);
      }
    } catch (error) {
      log.error('settling open top-ups failed', error);
    }
  };
  void settle();
  settlementTimer = setInterval(() => void settle(), SETTLE_EVERY_MS);
  settlementTimer.unref();
}

export async function shutdownRuntime(): Promise<void> {
  if (!hasRuntime()) return;
  const current = runtime();
  if (settlementTimer) clearInterval(settlementTimer);
  settlementTimer = null;
  await stopChatTicker();
  installRuntime(undefined);
  await current.mediaRouter?.close();
  await current.pubsub.close();
  await current.database.close();
}
