import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { getGuestBalance } from './get-guest-balance';

/**
 * §7 guestBalance to all of the guest's sessions (the header follows). Only publishes: a change
 * of the balance goes through afterBalanceChange (./after-balance-change.ts), which also runs
 * §2 auto recharge.
 */
export async function publishGuestBalance(db: DbOrTx, pubsub: PubSub, guestId: number): Promise<void> {
  const { balance, balanceFormatted, isPayingCustomer } = await getGuestBalance(db, guestId);
  await publishToGuest(pubsub, guestId, {
    type: 'guestBalance',
    guestBalance: balance,
    guestBalanceFormatted: balanceFormatted,
    guestIsPayingCustomer: isPayingCustomer,
  });
}
