import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { AppError } from '@/lib/server/errors';
import { type CreatedStatusBar, createStatusBar } from '@/lib/server/status-bars/create-status-bar';
import { type RemovedStatusBars, removeStatusBarsOfSource } from '@/lib/server/status-bars/remove-status-bar';
import { CANCELLATION_OFFER_DAYS } from './plans';

/**
 * Cancels renewal: the subscription runs to the end of the paid period, then expires. When the
 * cancellation offer still applies (not taken for this subscription), the §3 "cancellation offer"
 * bar is created in the same transaction, once per subscription; the caller announces it.
 */
export async function cancelSubscription(db: DbOrTx, guestId: number, kind: 'vip' | 'tv', now = new Date()): Promise<CreatedStatusBar | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ autoRenew: false, cancelledAt: now })
      .where(and(eq(subscriptions.guestId, guestId), eq(subscriptions.kind, kind), eq(subscriptions.status, 'active')))
      .returning({ id: subscriptions.id, offerAcceptedAt: subscriptions.offerAcceptedAt });
    if (!row) throw new AppError('NOT_FOUND', 'There is no running subscription of this kind.');
    if (row.offerAcceptedAt !== null) return null;
    return createStatusBar(tx, { guestId, kind: 'cancellationOffer', sourceKey: String(row.id), params: { subscriptionId: row.id } });
  });
}

/**
 * §7 acceptCancellationOffer {guest_id, platform_text}: instead of cancelling, the guest takes one
 * more week of the running VIP (else TV) subscription at no charge; once per subscription.
 * The guest id in the body must be the token's guest. The subscription's §3 "cancellation offer"
 * bar goes in the same transaction (the caller announces `removedBars` after the commit): the page
 * reloads on the VIP update and cannot be relied on to close it. A cancel running at the same time
 * waits for the subscription row and then sees the offer taken, so it creates no new bar.
 */
export async function acceptCancellationOffer(
  db: DbOrTx,
  guestId: number,
  claimedGuestId: number,
  now = new Date(),
): Promise<{ accepted: boolean; info: string | null; removedBars: RemovedStatusBars }> {
  if (claimedGuestId !== guestId) throw new AppError('FORBIDDEN', 'The guest id does not match the access token.');
  return db.transaction(async (tx) => {
    for (const kind of ['vip', 'tv'] as const) {
      const [row] = await tx
        .update(subscriptions)
        .set({
          offerAcceptedAt: now,
          currentPeriodEnd: sql`${subscriptions.currentPeriodEnd} + make_interval(days => ${CANCELLATION_OFFER_DAYS})`,
        })
        .where(and(eq(subscriptions.guestId, guestId), eq(subscriptions.kind, kind), eq(subscriptions.status, 'active'), isNull(subscriptions.offerAcceptedAt)))
        .returning({ id: subscriptions.id, currentPeriodEnd: subscriptions.currentPeriodEnd });
      if (!row) continue;
      const removedBars = await removeStatusBarsOfSource(tx, { guestId, kind: 'cancellationOffer', sourceKey: String(row.id) });
      // The info is the new end of the paid period (ISO 8601); the page words it in its language.
      return { accepted: true, info: row.currentPeriodEnd.toISOString(), removedBars };
    }
    return { accepted: false, info: null, removedBars: { guestId, ids: [] } };
  });
}
