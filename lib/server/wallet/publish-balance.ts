import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { guestBalanceMessage } from './guest-balance-event';

/**
 * §7 guestBalance to all of the guest's sessions (the header follows), with the balance's version
 * so a page keeps the newest of events and snapshots. Only publishes: a change of the balance goes
 * through afterBalanceChange (./after-balance-change.ts), which also runs §2 auto recharge.
 */
export async function publishGuestBalance(db: DbOrTx, pubsub: PubSub, guestId: number): Promise<void> {
  await publishToGuest(pubsub, guestId, await guestBalanceMessage(db, guestId));
}
