import 'server-only';
import { subscribeInputSchema } from '@/lib/contracts/subscriptions';
import { formatMoney } from '@/lib/format/currency';
import { runtime } from '@/lib/server/runtime';
import { publishSubscriptionState } from '@/lib/server/subscriptions/publish-subscription-state';
import { startSubscription } from '@/lib/server/subscriptions/start-subscription';
import { subscriptionState } from '@/lib/server/subscriptions/subscription-state';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';

/** The abo views' call; wallet.ts spreads it into its table. */
export const walletSubscribeCalls: RestArea = {
  // POST /rest/v1/wallet/pay/subscribe {flow: vipabo | trialvipabo | vxtvabo, idempotencyKey} → data {price, priceFormatted, state}
  'pay/subscribe': restCall({
    method: 'POST',
    auth: 'guest',
    input: subscribeInputSchema,
    handler: async ({ flow, idempotencyKey }, { db, guest, request }) => {
      assertJsonRequest(request);
      const { price, replayed, subscription } = await startSubscription(db, guest.guestId, flow, idempotencyKey);
      const { pubsub } = runtime();
      await afterBalanceChange(db, pubsub, guest.guestId);
      const started = replayed ? undefined : { kind: subscription.kind, flow, price, currency: 'EUR' as const };
      await publishSubscriptionState(db, pubsub, guest.guestId, started);
      return { success: true, data: { price, priceFormatted: formatMoney(price, 'EUR'), state: await subscriptionState(db, guest.guestId) } };
    },
  }),
};
