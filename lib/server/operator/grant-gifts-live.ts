import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { type GrantedGifts, grantMessengerGifts } from '@/lib/server/messenger/grant-gifts';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';

/**
 * §7 internal grantMessengerGifts: the support script's grant (one upsert into §3 boughtGifts),
 * then the `boughtGifts` event to every socket of the guest in every process, so an open gift
 * composer shows the new stock without a reload. Published after the write: a client that reads
 * on the event sees the new quantity.
 */
export async function grantGiftsLive(db: DbOrTx, pubsub: PubSub, input: { guestId: number; giftId: number; quantity: number }): Promise<GrantedGifts> {
  const granted = await grantMessengerGifts(db, { guest: input.guestId, gift: input.giftId, quantity: input.quantity });
  await publishToGuest(pubsub, granted.guestId, { type: 'boughtGifts', giftId: granted.giftId, owned: granted.owned });
  return granted;
}
