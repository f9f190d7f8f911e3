import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
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
