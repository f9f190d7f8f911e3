import 'server-only';
import type { ServerStatusBarKind, StatusBarParams } from '@/lib/contracts/status-bars';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestStatusBars } from '@/lib/server/db/schema/status-bars';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

export type CreatedStatusBar = { guestId: number; id: number };

/**
 * §3 "Other states": one server-side bar for the event named by `sourceKey` (a verification id, a
 * top-up id, …). Runs inside the caller's transaction, so the bar exists exactly when the event's
 * change committed; a retried event finds the unique (guest, kind, source) row and creates nothing
 * (null), also after the guest removed the bar.
 */
export async function createStatusBar(
  tx: DbOrTx,
  input: { guestId: number; kind: ServerStatusBarKind; sourceKey: string; params?: StatusBarParams },
): Promise<CreatedStatusBar | null> {
  const [row] = await tx
    .insert(guestStatusBars)
    .values({ guestId: input.guestId, kind: input.kind, sourceKey: input.sourceKey, params: input.params ?? {} })
    .onConflictDoNothing()
    .returning({ id: guestStatusBars.id });
  return row ? { guestId: input.guestId, id: row.id } : null;
}

/** After the commit: every session of the guest (any process, through the PubSub) reads its bars again. */
export async function announceStatusBar(pubsub: PubSub, created: CreatedStatusBar | null): Promise<void> {
  if (!created) return;
  await publishToGuest(pubsub, created.guestId, { type: 'statusBar', statusBar: String(created.id), removed: false });
}
