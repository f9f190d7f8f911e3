import 'server-only';
import os from 'node:os';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { startClockJobs } from './clock-jobs';
import { startLeadership } from './leadership';
import { liveProcessIds, newProcessId, startHeartbeat } from './process-registry';

export type ClusterMember = { processId: string; address: string; isLeader(): boolean; leave(): Promise<void> };

export type JoinOptions = {
  db: Db;
  pubsub: PubSub;
  /** PostgreSQL's URL; absent on embedded PGlite (one process, always the leader). */
  url: string | undefined;
  port: number;
  sweepMail: boolean;
  /** Tests: faster clocks. */
  clock?: { tickMs?: number; settleMs?: number; reapMs?: number; heartbeatMs?: number; leaderRetryMs?: number };
};

/**
 * This process joins the processes sharing the database: it registers and beats
 * (process-registry.ts) and competes for leadership (leadership.ts); while it leads, it runs the
 * clock-driven jobs (clock-jobs.ts), and stops them the moment it loses the lock.
 */
export async function joinCluster(options: JoinOptions): Promise<ClusterMember> {
  const { db, pubsub, url, clock = {} } = options;
  const processId = newProcessId();
  const address = `${os.hostname()}:${options.port}`;
  const stopBeat = await startHeartbeat(db, processId, address, clock.heartbeatMs);
  let stopJobs: (() => Promise<void>) | null = null;
  let leaving = false;
  // On PGlite no other process exists: every chat but this process's own was interrupted.
  const liveProcesses = url ? () => liveProcessIds(db) : async () => [processId];
  const leadership = await startLeadership(
    url,
    {
      onGain: () => {
        stopJobs ??= startClockJobs({ db, pubsub, liveProcesses, sweepMail: options.sweepMail, ...clock });
      },
      onLose: () => {
        if (!leaving) log.warn('cluster: leadership lost, the scheduled jobs stop here');
        const stop = stopJobs;
        stopJobs = null;
        void stop?.();
      },
    },
    clock.leaderRetryMs,
  );
  return {
    processId,
    address,
    isLeader: () => leadership.isLeader(),
    async leave() {
      leaving = true;
      const stop = stopJobs;
      stopJobs = null;
      await stop?.();
      await leadership.stop();
      await stopBeat();
    },
  };
}
