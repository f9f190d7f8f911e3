import 'server-only';
import { TICK_INTERVAL_MS } from '@/lib/chat/billing-rules';
import type { DbOrTx } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { runShowClock } from '@/lib/server/tickets/show-clock';
import { tickChats } from './tick-chats';

type Ticker = { stop: () => Promise<void> };

// One ticker per process: module copies (server.ts and Next's bundle, TOOLCHAIN.md) share globalThis.
const globalRef = globalThis as typeof globalThis & { __camChatTicker?: Ticker };

/**
 * Bills every open chat each second, for a runtime of its own (tests, tools). The server bills
 * through the cluster's leader instead (lib/server/cluster/clock-jobs.ts: one process ticks). A
 * tick that runs longer than a second is not overlapped: the next one starts when it is done.
 * Should several tick one database anyway, SKIP LOCKED and the billing clock in each row keep a
 * chat billed once. Each tick also moves ticket shows along their schedule (show-clock.ts).
 */
export function startChatTicker(db: DbOrTx, pubsub: PubSub, intervalMs = TICK_INTERVAL_MS): void {
  if (globalRef.__camChatTicker) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = tickChats(db, pubsub)
      .then(() => runShowClock(db, pubsub))
      .catch((error) => log.error('chat ticker failed', error))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  globalRef.__camChatTicker = {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** Stops the ticker and waits for a tick in flight, so the database can close after it. */
export async function stopChatTicker(): Promise<void> {
  const ticker = globalRef.__camChatTicker;
  globalRef.__camChatTicker = undefined;
  await ticker?.stop();
}
