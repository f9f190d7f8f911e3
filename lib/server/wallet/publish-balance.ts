import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { getGuestBalance } from './get-guest-balance';

/** §7 guestBalance after every change, to all of the guest's sessions (the header follows). */
export async function publishGuestBalance(db: DbOrTx, pubsub: PubSub, guestId: number): Promise<void> {
  const { balance, balanceFormatted, isPayingCustomer } = await getGuestBalance(db, guestId);
  await publishToGuest(pubsub, guestId, {
    type: 'guestBalance',
    guestBalance: balance,
    guestBalanceFormatted: balanceFormatted,
    guestIsPayingCustomer: isPayingCustomer,
  });
}
