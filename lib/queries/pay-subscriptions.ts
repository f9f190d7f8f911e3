import { type MutationFunctionContext, mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { SubscriptionFlow } from '@/lib/contracts/subscriptions';
import { guestKeys } from './guest';
import { payMeOptions } from './pay-account';

/**
 * The §2 abo and vxabo views read the guest's subscriptions with the guest pages' factory
 * (lib/queries/guest.ts subscriptionsOptions). After each change they show the subscriptions as
 * the server has them; a failed reload fails the step.
 */
const reload = ({ client }: MutationFunctionContext) => client.invalidateQueries({ queryKey: guestKeys.subscriptions() }, { throwOnError: true });

/** POST wallet/pay/subscribe: paid from the balance (INSUFFICIENT_FUNDS, ALREADY_SUBSCRIBED refuse). */
export function paySubscribeMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'subscriptions', 'subscribe'],
    mutationFn: async (flow: SubscriptionFlow) => {
      const { subscribeResponseSchema } = await import('@/lib/contracts/subscriptions');
      const body = { flow, idempotencyKey: crypto.randomUUID().replaceAll('-', '') };
      return (await restRequest('wallet/pay/subscribe', { language, schema: subscribeResponseSchema, method: 'POST', body })).data;
    },
    onSuccess: (_data, _flow, _result, context) => reload(context),
  });
}

/** POST guest/acceptCancellationOffer: §5 sent only with a guest id, the token's own. */
export function payAcceptOfferMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'subscriptions', 'acceptOffer'],
    mutationFn: async (_: void, { client }) => {
      const [me, { cancellationOfferResponseSchema }] = await Promise.all([client.fetchQuery(payMeOptions(language)), import('@/lib/contracts/subscriptions')]);
      const body = { guest_id: me.guestId, platform_text: 'web' };
      return restRequest('guest/acceptCancellationOffer', { language, schema: cancellationOfferResponseSchema, method: 'POST', body });
    },
    onSuccess: (_data, _none, _result, context) => reload(context),
  });
}

/** POST guest/subscription/cancel: the subscription runs to the end of its paid period. */
export function payCancelSubscriptionMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'subscriptions', 'cancel'],
    mutationFn: async (kind: 'vip' | 'tv') => {
      const { subscriptionStateResponseSchema } = await import('@/lib/contracts/subscriptions');
      return restRequest('guest/subscription/cancel', { language, schema: subscriptionStateResponseSchema, method: 'POST', body: { kind } });
    },
    onSuccess: (_data, _kind, _result, context) => reload(context),
  });
}
