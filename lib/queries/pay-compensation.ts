import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { payKeys } from './pay-keys';

/** GET wallet/compensation: §6 the restricted guest's open items and their total. */
export function payCompensationOptions(language: Locale) {
  return queryOptions({
    queryKey: payKeys.compensation(language),
    queryFn: async ({ signal }) => {
      const { openCompensationResponseSchema } = await import('@/lib/contracts/payment-methods');
      return (await restRequest('wallet/compensation', { language, schema: openCompensationResponseSchema, signal })).data;
    },
  });
}

/** POST wallet/pay/compensation: pays every open item at once by card; the answer says what is still open. */
export function payCompensationMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'wallet', 'compensation'],
    mutationFn: async (body: { card: { number: string; expiry: string; cvc: string; holder: string }; idempotencyKey: string }) => {
      const { compensationPayResponseSchema } = await import('@/lib/contracts/payment-methods');
      return (await restRequest('wallet/pay/compensation', { language, schema: compensationPayResponseSchema, method: 'POST', body })).data;
    },
    onSuccess: (paid, _body, _result, { client }) => void client.setQueryData(payKeys.compensation(language), paid.open),
  });
}

/**
 * POST wallet/pay/confirm for the compensation's card payment (3-D Secure code). Once paid, what
 * is still open is asked again; `open` is null when that answer was lost (the payment still counts).
 */
export function payCompensationConfirmMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'wallet', 'compensationConfirm'],
    mutationFn: async (body: { topUpId: number; code: string }, { client }) => {
      const { topUpResponseSchema } = await import('@/lib/contracts/wallet');
      const { data: result } = await restRequest('wallet/pay/confirm', { language, schema: topUpResponseSchema, method: 'POST', body });
      if (result.status !== 'succeeded') return { result, open: null };
      const open = await client.fetchQuery({ ...payCompensationOptions(language), staleTime: 0, retry: false }).catch(() => null);
      return { result, open };
    },
  });
}
