import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';

/** A load balancer waits a few seconds at most; a hung database counts as down well before that. */
export const HEALTH_DB_TIMEOUT_MS = 1500;

export type Health = { ok: boolean; db: 'up' | 'down'; hub: 'up' | 'down' };

async function databaseUp(db: DbOrTx, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** §7 misc alive: the database answers `select 1` and this process's WebSocket hub is attached. */
export async function checkHealth(db: DbOrTx, hubAttached: boolean, timeoutMs = HEALTH_DB_TIMEOUT_MS): Promise<Health> {
  const dbUp = await databaseUp(db, timeoutMs);
  return { ok: dbUp && hubAttached, db: dbUp ? 'up' : 'down', hub: hubAttached ? 'up' : 'down' };
}
