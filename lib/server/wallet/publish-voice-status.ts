import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { topUps } from '@/lib/server/db/schema/payments';
import { log } from '@/lib/server/log';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

const statusOf = { pending: 'waiting', requires_confirmation: 'waiting', succeeded: 'paid', declined: 'expired', failed: 'expired' } as const;

/**
 * §7 0900-service status: the state of one top-up by premium-rate phone call (§2 paytype Voice)
 * to every session of its guest, through the PubSub (any process may have heard the call).
 * Sent when the PIN is handed out, when the call pays and when an unpaid PIN is found expired
 * (by a call, a status check or the settlement job).
 * Any other top-up is not a 0900 call and sends nothing. Announcing must not undo the payment:
 * a failure is logged.
 */
export async function publishVoiceStatus(db: DbOrTx, pubsub: PubSub, topUpId: number): Promise<void> {
  try {
    const [row] = await db.select({ guestId: topUps.guestId, paytype: topUps.paytype, status: topUps.status, amount: topUps.amount }).from(topUps).where(eq(topUps.id, topUpId));
    if (!row || row.paytype !== 'Voice') return;
    const status = statusOf[row.status as keyof typeof statusOf];
    if (!status) return;
    await publishToGuest(pubsub, row.guestId, { type: 'service0900Status', topUpId, status, amount: row.amount });
  } catch (error) {
    log.error(`0900 status of top-up ${topUpId} not announced`, error);
  }
}
