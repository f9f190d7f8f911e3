import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { paymentProvider } from '@/lib/server/payments/registry';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { publishSubscriptionState } from '@/lib/server/subscriptions/publish-subscription-state';
import { renewDueSubscriptions } from '@/lib/server/subscriptions/renew-subscriptions';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import { settleOpenTopUps } from '@/lib/server/wallet/settle-open-top-ups';

/**
 * Top-ups a dead process left open are settled (older than `olderThanMs`, so a top-up in flight
 * is not raced), then due subscriptions renewed or expired; the guests concerned are told.
 */
export async function settleAndRenew(db: Db, pubsub: PubSub, olderThanMs: number): Promise<{ credited: number; renewed: number }> {
  const { credited, failed, creditedGuests } = await settleOpenTopUps(db, paymentProvider(), { olderThanMs });
  if (credited + failed > 0) log.warn(`settled open top-ups: ${credited} credited, ${failed} failed`);
  for (const guestId of creditedGuests) await afterBalanceChange(db, pubsub, guestId);
  const renewals = await renewDueSubscriptions(db);
  for (const { guestId } of renewals) {
    await afterBalanceChange(db, pubsub, guestId);
    await publishSubscriptionState(db, pubsub, guestId);
  }
  return { credited, renewed: renewals.length };
}
