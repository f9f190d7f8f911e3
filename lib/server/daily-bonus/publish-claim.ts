import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { listGuestVouchers } from '@/lib/server/bonus/guest-vouchers';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import { runtime } from '@/lib/server/runtime';
import { publishSubscriptionState } from '@/lib/server/subscriptions/publish-subscription-state';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';

/** §7 events after a claim commits: guestBalance, guestVouchers and the VIP update when they changed. */
export async function publishClaim(db: DbOrTx, guestId: number, changes: GrantChanges, now: Date): Promise<void> {
  const { pubsub } = runtime();
  if (changes.currencies.includes('EUR')) await afterBalanceChange(db, pubsub, guestId);
  if (changes.vouchers) await publishToGuest(pubsub, guestId, { type: 'guestVouchers', vouchers: await listGuestVouchers(db, guestId, now) });
  if (changes.vip) await publishSubscriptionState(db, pubsub, guestId);
}
