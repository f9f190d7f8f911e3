import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServerStatusBarKind } from '@/lib/contracts/status-bars';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestStatusBars as bars } from '@/lib/server/db/schema/status-bars';
import { AppError } from '@/lib/server/errors';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * §7 removeStatusBar: the guest closes one of their own server-side bars. Another guest's bar or an
 * unknown id is NOT_FOUND (nothing changes); closing a closed bar again changes nothing. A removal
 * is announced to every session of the guest, so other tabs drop the bar too (§3).
 */
export async function removeStatusBar(db: DbOrTx, pubsub: PubSub, guestId: number, id: number): Promise<{ removed: boolean }> {
  const [own] = await db
    .select({ removedAt: bars.removedAt })
    .from(bars)
    .where(and(eq(bars.id, id), eq(bars.guestId, guestId)));
  if (!own) throw new AppError('NOT_FOUND', `Status bar ${id} not found.`);
  const removed = await db
    .update(bars)
    .set({ removedAt: new Date() })
    .where(and(eq(bars.id, id), eq(bars.guestId, guestId), isNull(bars.removedAt)))
    .returning({ id: bars.id });
  if (removed.length > 0) await publishToGuest(pubsub, guestId, { type: 'statusBar', statusBar: String(id), removed: true });
  return { removed: removed.length > 0 };
}

export type RemovedStatusBars = { guestId: number; ids: number[] };

/**
 * §3 a server-side bar whose event is settled by another change (the cancellation offer taken) is
 * removed inside that change's transaction, so no read after the commit still finds it — the page
 * may reload on the change before it could close the bar itself. The caller announces it.
 */
export async function removeStatusBarsOfSource(
  tx: DbOrTx,
  input: { guestId: number; kind: ServerStatusBarKind; sourceKey: string },
): Promise<RemovedStatusBars> {
  const rows = await tx
    .update(bars)
    .set({ removedAt: new Date() })
    .where(and(eq(bars.guestId, input.guestId), eq(bars.kind, input.kind), eq(bars.sourceKey, input.sourceKey), isNull(bars.removedAt)))
    .returning({ id: bars.id });
  return { guestId: input.guestId, ids: rows.map((row) => row.id) };
}

/** After the commit: every session of the guest (any process, through the PubSub) drops the bars. */
export async function announceRemovedStatusBars(pubsub: PubSub, removed: RemovedStatusBars): Promise<void> {
  for (const id of removed.ids) await publishToGuest(pubsub, removed.guestId, { type: 'statusBar', statusBar: String(id), removed: true });
}
