import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ServerStatusBar } from '@/lib/contracts/status-bars';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestStatusBars as bars } from '@/lib/server/db/schema/status-bars';

/** §3 the guest's active server-side bars, newest first (the page shows one by the rules' priority). */
export async function listStatusBars(db: DbOrTx, guestId: number): Promise<ServerStatusBar[]> {
  const rows = await db
    .select({ id: bars.id, kind: bars.kind, params: bars.params, createdAt: bars.createdAt })
    .from(bars)
    .where(and(eq(bars.guestId, guestId), isNull(bars.removedAt)))
    .orderBy(desc(bars.createdAt), desc(bars.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
