import 'server-only';
import { listGuestVouchers } from '@/lib/server/bonus/guest-vouchers';
import type { DbOrTx } from '@/lib/server/db/client';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import type { BuyOutcome } from './buy-item';

/**
 * After a purchase committed: §7 guestBalance when money moved (this also runs §2 auto recharge)
 * and guestVouchers when a voucher was spent, to every session of the guest.
 */
export async function publishPurchase(db: DbOrTx, pubsub: PubSub, guestId: number, outcome: BuyOutcome, now = new Date()): Promise<void> {
  if (outcome.balanceChanged) await afterBalanceChange(db, pubsub, guestId);
  if (outcome.voucherSpent) await publishToGuest(pubsub, guestId, { type: 'guestVouchers', vouchers: await listGuestVouchers(db, guestId, now) });
}
