import { type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { SubscriptionFlow } from '@/lib/contracts/subscriptions';
import { payMeOptions } from './pay-account';
import { payKeys } from './pay-keys';

/** GET guest/subscriptions: the guest's running subscriptions (§2 abo and vxabo views). */
export function paySubscriptionsOptions(language: Locale) {
  return queryOptions({
    queryKey: payKeys.subscriptions(language),
    queryFn: async ({ signal }) => {
      const { subscriptionStateResponseSchema } = await import('@/lib/contracts/subscriptions');
      return (await restRequest('guest/subscriptions', { language, schema: subscriptionStateResponseSchema, signal })).data;
    },
  });
}

/** After each change the view shows the subscriptions as the server has them; a failed reload fails the step. */
const reload = (language: Locale, { client }: MutationFunctionContext) =>
  client.invalidateQueries({ queryKey: payKeys.subscriptions(language) }, { throwOnError: true });

/** POST wallet/pay/subscribe: paid from the balance (INSUFFICIENT_FUNDS, ALREADY_SUBSCRIBED refuse). */
export function paySubscribeMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'subscriptions', 'subscribe'],
    mutationFn: async (flow: SubscriptionFlow) => {
      const [{ z }, { dataEnvelope }] = await Promise.all([import('zod'), import('@/lib/contracts/envelope')]);
      const body = { flow, idempotencyKey: crypto.randomUUID().replaceAll('-', '') };
      return (await restRequest('wallet/pay/subscribe', { language, schema: dataEnvelope(z.object({ priceFormatted: z.string() })), method: 'POST', body })).data;
    },
    onSuccess: (_data, _flow, _result, context) => reload(language, context),
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
    onSuccess: (_data, _none, _result, context) => reload(language, context),
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
    onSuccess: (_data, _kind, _result, context) => reload(language, context),
  });
}
