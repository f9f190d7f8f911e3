import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';

/** §7 monitoring onlineActorsAmount: performers whose studio is online now (actors.is_online, set by lib/server/studio/set-online.ts). */
export async function countOnlineActors(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ amount: count() }).from(actors).where(eq(actors.isOnline, true));
  return row?.amount ?? 0;
}
