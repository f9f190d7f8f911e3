import 'server-only';
import type { SubscriptionStarted } from '@/lib/realtime/message-types';
import type { DbOrTx } from '@/lib/server/db/client';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { subscriptionState } from './subscription-state';

/**
 * §7 VIP and TV update events to every session of the guest (§4: run the callback, else reload).
 * `started`: the subscription that has just begun (not a replay), so the page tracks it as a
 * purchase with its price in EUR (§4); it rides on the event of its kind.
 */
export async function publishSubscriptionState(
  db: DbOrTx,
  pubsub: PubSub,
  guestId: number,
  started?: SubscriptionStarted & { kind: 'vip' | 'tv' },
): Promise<void> {
  const { isVip, isVXTVAboSubscriber } = await subscriptionState(db, guestId);
  const purchase = (kind: 'vip' | 'tv') => (started?.kind === kind ? { started: { flow: started.flow, price: started.price, currency: started.currency } } : {});
  await publishToGuest(pubsub, guestId, { type: 'vipUpdate', isVip, ...purchase('vip') });
  await publishToGuest(pubsub, guestId, { type: 'tvUpdate', isVXTVAboSubscriber, ...purchase('tv') });
}
