import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { paymentProvider } from '@/lib/server/payments/registry';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { getGuestBalance } from './get-guest-balance';
import { maybeAutoRecharge } from './maybe-auto-recharge';

async function publishBalanceEvent(db: DbOrTx, pubsub: PubSub, guestId: number): Promise<void> {
  const { balance, balanceFormatted, isPayingCustomer } = await getGuestBalance(db, guestId);
  await publishToGuest(pubsub, guestId, {
    type: 'guestBalance',
    guestBalance: balance,
    guestBalanceFormatted: balanceFormatted,
    guestIsPayingCustomer: isPayingCustomer,
  });
}

/**
 * §7 guestBalance after every change, to all of the guest's sessions (the header follows). Every
 * balance change passes here, so this is where §2 auto recharge is checked: its credit is published
 * directly (not through this function again, so it cannot loop), and its failure is logged, never
 * thrown into the caller whose own change already happened.
 */
export async function publishGuestBalance(db: DbOrTx, pubsub: PubSub, guestId: number): Promise<void> {
  await publishBalanceEvent(db, pubsub, guestId);
  try {
    const recharge = await maybeAutoRecharge(db, paymentProvider(), guestId);
    if (recharge?.balanceChanged) await publishBalanceEvent(db, pubsub, guestId);
  } catch (error) {
    log.error(`auto recharge of guest ${guestId} failed`, error);
  }
}
