import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { subscriptionState } from './subscription-state';

/** §7 VIP and TV update events to every session of the guest (§4: run the callback, else reload). */
export async function publishSubscriptionState(db: DbOrTx, pubsub: PubSub, guestId: number): Promise<void> {
  const { isVip, isVXTVAboSubscriber } = await subscriptionState(db, guestId);
  await publishToGuest(pubsub, guestId, { type: 'vipUpdate', isVip });
  await publishToGuest(pubsub, guestId, { type: 'tvUpdate', isVXTVAboSubscriber });
}
