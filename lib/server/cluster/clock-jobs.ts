import 'server-only';
import { TICK_INTERVAL_MS } from '@/lib/chat/billing-rules';
import { settleInterruptedChats } from '@/lib/server/chat/settle-interrupted-chats';
import { tickChats } from '@/lib/server/chat/tick-chats';
import { endAndAnnounce } from '@/lib/server/clash/clash-events';
import { decideContestWinners } from '@/lib/server/contests/decide-winners';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { sweepMailOutbox } from '@/lib/server/mail/sweep-mail-outbox';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { runShowClock } from '@/lib/server/tickets/show-clock';
import { pruneDeadProcesses } from './process-registry';
import { settleAndRenew } from './settle-and-renew';
import { sweepExpired } from './sweep-expired';

export type ClockJobsOptions = {
  db: Db;
  pubsub: PubSub;
  /** The processes whose chats stay (this one and, on PostgreSQL, those with a fresh beat). */
  liveProcesses: () => Promise<string[]>;
  sweepMail: boolean;
  tickMs?: number;
  settleMs?: number;
  reapMs?: number;
};

/** Top-ups left open and due renewals: once a minute (as before; §9 renewals are daily at most). */
const SETTLE_EVERY_MS = 60_000;
/** Chats of a process that died are ended (903) this soon after its beat went stale. */
const REAP_EVERY_MS = 5_000;
const MAIL_SWEEP_EVERY_MS = 30_000;
const SWEEP_EXPIRED_EVERY_MS = 3600_000;
const CONTEST_WINNERS_EVERY_MS = 60_000;

/**
 * Every clock-driven job of the platform, run by the one leader of the processes sharing the
 * database (leadership.ts): per second the chat billing tick, the show clock and due clash ends
 * (a clash's own timer lives in the process that started it; this catches the rest); every few
 * seconds the chats of dead processes; every 30 s the mail sweep; every minute open top-ups and
 * due renewals; every hour expired sessions and one-time tokens.
 * A job whose previous run is still going skips its turn. Row-level guards in each job (SKIP
 * LOCKED per chat, the period in a renewal, the status of a clash) stay: a leader that lost its
 * lock may finish a run while the next one starts.
 */
export function startClockJobs(options: ClockJobsOptions): () => Promise<void> {
  const { db, pubsub } = options;
  const running = new Set<Promise<unknown>>();
  const timers: ReturnType<typeof setInterval>[] = [];
  const every = (name: string, ms: number, job: () => Promise<unknown>, now = false) => {
    let busy = false;
    const run = () => {
      if (busy) return;
      busy = true;
      const work = job()
        .catch((error) => log.error(`${name} failed`, error))
        .finally(() => {
          busy = false;
          running.delete(work);
        });
      running.add(work);
    };
    if (now) run();
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
  };
  every('chat ticker', options.tickMs ?? TICK_INTERVAL_MS, async () => {
    await tickChats(db, pubsub);
    await runShowClock(db, pubsub);
    await endAndAnnounce(db, pubsub);
  });
  every('settling chats of dead processes', options.reapMs ?? REAP_EVERY_MS, async () => {
    const ended = await settleInterruptedChats(db, { liveProcesses: await options.liveProcesses(), pubsub });
    if (ended > 0) log.warn(`ended ${ended} chats of a process that stopped (903)`);
  }, true);
  every('settlement', options.settleMs ?? SETTLE_EVERY_MS, async () => {
    await settleAndRenew(db, pubsub, SETTLE_EVERY_MS);
    await pruneDeadProcesses(db);
  }, true);
  // §3 contest winners at the end of the window (a page derives them until this has run).
  every('contest winners', CONTEST_WINNERS_EVERY_MS, () => decideContestWinners(db), true);
  every('sweeping expired sessions and tokens', SWEEP_EXPIRED_EVERY_MS, () => sweepExpired(db), true);
  // Mails a dead process left pending or failed go out again without waiting for the next new mail.
  if (options.sweepMail) every('mail delivery sweep', MAIL_SWEEP_EVERY_MS, () => sweepMailOutbox(db));
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
}
