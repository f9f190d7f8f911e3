import 'server-only';
import pg from 'pg';
import { log } from '@/lib/server/log';
import { LEADER_LOCK_KEY } from './advisory-keys';

/** A follower asks for the lock this often; a dead leader's lock is free once PostgreSQL sees its session end. */
export const LEADER_RETRY_MS = 2_000;

export type Leadership = { isLeader(): boolean; stop(): Promise<void> };
type Callbacks = { onGain: () => void; onLose: () => void };

/**
 * Leadership of the clock-driven jobs (chat billing ticks, show clock, clash ends, renewals,
 * top-up settlement, the mail sweep, settling dead processes' chats): the leader holds a
 * session-level pg_try_advisory_lock on a dedicated connection, so exactly one process runs them.
 * Followers retry; when the leader's connection breaks (its process died, the network went) the
 * lock is released by PostgreSQL and a follower takes over; the old leader stops its jobs at once.
 * Embedded PGlite (no url) serves one process: it leads from the start.
 */
export async function startLeadership(url: string | undefined, callbacks: Callbacks, retryMs = LEADER_RETRY_MS): Promise<Leadership> {
  let leader = false;
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const lose = () => {
    if (!leader) return;
    leader = false;
    callbacks.onLose();
  };

  const dropClient = () => {
    const old = client;
    client = null;
    void old?.end().catch(() => {});
  };

  async function attempt(): Promise<void> {
    timer = null;
    if (stopped || leader) return;
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: url });
        // A broken connection released the lock on the server: this process is no leader any more.
        fresh.on('error', (error) => {
          log.warn('cluster: leadership connection lost', error.message);
          if (client === fresh) dropClient();
          lose();
          schedule();
        });
        client = fresh;
        await fresh.connect();
      }
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [LEADER_LOCK_KEY]);
      if (stopped) return;
      if (rows[0]?.locked) {
        leader = true;
        log.info('cluster: this process leads the scheduled jobs');
        callbacks.onGain();
        return;
      }
    } catch (error) {
      log.warn('cluster: leadership attempt failed', error);
      dropClient();
    }
    schedule();
  }

  function schedule(): void {
    if (stopped || leader || timer) return;
    timer = setTimeout(() => void attempt(), retryMs);
    timer.unref();
  }

  if (!url) {
    leader = true;
    callbacks.onGain();
  } else {
    await attempt();
  }

  return {
    isLeader: () => leader,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      lose();
      // Ending the session releases the lock for the next leader at once.
      const old = client;
      client = null;
      await old?.end().catch(() => {});
    },
  };
}
