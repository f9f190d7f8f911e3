import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { paymentProvider } from '@/lib/server/payments/registry';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { announceStatusBar, createStatusBar } from '@/lib/server/status-bars/create-status-bar';
import { maybeAutoRecharge } from './maybe-auto-recharge';
import { publishGuestBalance } from './publish-balance';

/**
 * The wallet step after every change of a guest's balance (spends, credits, chargebacks): §7
 * guestBalance to all of the guest's sessions, then the §2 auto-recharge check. A recharge's
 * credit is published directly (not through this step again, so it cannot loop); its failure is
 * logged, never thrown into the caller whose own change already happened.
 */
export async function afterBalanceChange(db: DbOrTx, pubsub: PubSub, guestId: number): Promise<void> {
  await publishGuestBalance(db, pubsub, guestId);
  try {
    const recharge = await maybeAutoRecharge(db, paymentProvider(), guestId);
    if (recharge?.balanceChanged) await publishGuestBalance(db, pubsub, guestId);
    // §3 "automatic recharge" bar naming the amount; the top-up id keeps it to one bar per charge.
    if (recharge?.result.status === 'succeeded') {
      const { topUpId, amount } = recharge.result;
      await announceStatusBar(pubsub, await createStatusBar(db, { guestId, kind: 'autoRecharge', sourceKey: String(topUpId), params: { amount } }));
    }
  } catch (error) {
    log.error(`auto recharge of guest ${guestId} failed`, error);
  }
}
