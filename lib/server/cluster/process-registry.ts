import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { appProcesses } from '@/lib/server/db/schema/cluster';
import { log } from '@/lib/server/log';

/** Every process beats this often; a process silent for STALE_AFTER_MS is dead (its chats end with 903). */
export const HEARTBEAT_EVERY_MS = 3_000;
export const STALE_AFTER_MS = 15_000;

/** A fresh id per start: a restarted process is a new process, its predecessor's chats are stale. */
export function newProcessId(): string {
  return randomBytes(8).toString('hex');
}

export async function registerProcess(db: DbOrTx, processId: string, address: string, now = new Date()): Promise<void> {
  await db
    .insert(appProcesses)
    .values({ id: processId, address, startedAt: now, heartbeatAt: now })
    .onConflictDoUpdate({ target: appProcesses.id, set: { address, heartbeatAt: now } });
}

/** Ids of the processes whose beat is fresh at `now` (this one included once it registered). */
export async function liveProcessIds(db: DbOrTx, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: appProcesses.id })
    .from(appProcesses)
    .where(gt(appProcesses.heartbeatAt, new Date(now.getTime() - STALE_AFTER_MS)));
  return rows.map((row) => row.id);
}

/**
 * Registers the process and beats until stopped; stop() removes its row (a clean shutdown needs
 * no wait for staleness). A beat that finds its row gone (pruned after a long stall) writes it again.
 */
export async function startHeartbeat(db: DbOrTx, processId: string, address: string, everyMs = HEARTBEAT_EVERY_MS): Promise<() => Promise<void>> {
  await registerProcess(db, processId, address);
  let beating: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (beating) return;
    beating = registerProcess(db, processId, address)
      .catch((error) => log.warn('cluster: heartbeat failed', error))
      .finally(() => {
        beating = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await beating;
    await db.delete(appProcesses).where(eq(appProcesses.id, processId)).catch(() => {});
  };
}

/** Rows of processes dead for a day are only noise: the leader removes them. */
export async function pruneDeadProcesses(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(appProcesses).where(lt(appProcesses.heartbeatAt, new Date(now.getTime() - 24 * 3600_000)));
}
