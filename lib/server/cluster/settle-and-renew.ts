import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { paymentProvider } from '@/lib/server/payments/registry';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { publishSubscriptionState } from '@/lib/server/subscriptions/publish-subscription-state';
import { renewDueSubscriptions } from '@/lib/server/subscriptions/renew-subscriptions';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import { publishVoiceStatus } from '@/lib/server/wallet/publish-voice-status';
import { settleOpenTopUps } from '@/lib/server/wallet/settle-open-top-ups';

/**
 * Top-ups a dead process left open are settled (older than `olderThanMs`, so a top-up in flight
 * is not raced), then due subscriptions renewed or expired; the guests concerned are told (their
 * balance, a voice top-up's end, their subscriptions).
 */
export async function settleAndRenew(db: Db, pubsub: PubSub, olderThanMs: number): Promise<{ credited: number; renewed: number }> {
  const { credited, failed, creditedGuests, endedVoiceTopUps } = await settleOpenTopUps(db, paymentProvider(), { olderThanMs });
  if (credited + failed > 0) log.warn(`settled open top-ups: ${credited} credited, ${failed} failed`);
  for (const guestId of creditedGuests) await afterBalanceChange(db, pubsub, guestId);
  // §7 0900-service status: a PIN that ran out unpaid (or a call nobody settled) ends here too.
  for (const topUpId of endedVoiceTopUps) await publishVoiceStatus(db, pubsub, topUpId);
  const renewals = await renewDueSubscriptions(db);
  for (const { guestId } of renewals) {
    await afterBalanceChange(db, pubsub, guestId);
    await publishSubscriptionState(db, pubsub, guestId);
  }
  return { credited, renewed: renewals.length };
}
