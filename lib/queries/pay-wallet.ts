import { type MutationFunctionContext, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { WalletMethods } from '@/lib/contracts/payment-methods';
import { payKeys } from './pay-keys';

/** GET wallet/methods: the guest's saved methods, one-click and auto-recharge state. */
export function payWalletMethodsOptions(language: Locale) {
  return queryOptions({
    queryKey: payKeys.walletMethods(language),
    queryFn: async ({ signal }) => {
      const { walletMethodsResponseSchema } = await import('@/lib/contracts/payment-methods');
      return (await restRequest('wallet/methods', { language, schema: walletMethodsResponseSchema, signal })).data;
    },
  });
}

/** Both changes answer the methods as they are now: the cache takes them as they come. */
const methodsChanged = (language: Locale) => (wallet: WalletMethods, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
  void client.setQueryData(payKeys.walletMethods(language), wallet);

/** POST wallet/autorecharge: the switch, threshold and amount (409 NO_PAYMENT_METHOD without a method). */
export function payAutoRechargeMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'wallet', 'autorecharge'],
    mutationFn: async (body: { enabled: boolean; threshold: string; amount: string }) => {
      const { walletMethodsResponseSchema } = await import('@/lib/contracts/payment-methods');
      const { data } = await restRequest('wallet/autorecharge', { language, schema: walletMethodsResponseSchema, method: 'POST', body });
      // The guest has decided: the teaser stops asking (a failure here changes nothing that matters).
      void dismissAutoRechargeTeaser(language).catch(() => undefined);
      return data;
    },
    onSuccess: methodsChanged(language),
  });
}

/** POST wallet/methods/remove: auto recharge switches off with the last method. */
export function payRemoveMethodMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'wallet', 'removeMethod'],
    mutationFn: async (methodId: number) => {
      const { walletMethodsResponseSchema } = await import('@/lib/contracts/payment-methods');
      return (await restRequest('wallet/methods/remove', { language, schema: walletMethodsResponseSchema, method: 'POST', body: { methodId } })).data;
    },
    onSuccess: methodsChanged(language),
  });
}

async function dismissAutoRechargeTeaser(language: Locale) {
  const { autoRechargeTeaserResponseSchema } = await import('@/lib/contracts/payment-methods');
  return restRequest('guest/autoRechargeTeaserState', { language, schema: autoRechargeTeaserResponseSchema, method: 'POST', body: { mode: 'dismiss' } });
}
