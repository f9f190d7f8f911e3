import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { payKeys } from './pay-keys';

/** The calls that take money and answer a TopUpResult (card, direct debit, phone bill, one-click, the confirmation step). */
export type TopUpPath = 'wallet/pay/topup' | 'wallet/pay/sepa' | 'wallet/pay/carrier' | 'wallet/pay/oneclick' | 'wallet/pay/confirm';

/**
 * One top-up attempt of any paytype: the body carries a fresh idempotency key per attempt, so a
 * retried request answers the first result. A decline is an answer (status declined), not an error.
 */
export function payTopUpMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'wallet', 'topUp'],
    mutationFn: async ({ path, body }: { path: TopUpPath; body: unknown }) => {
      const { topUpResponseSchema } = await import('@/lib/contracts/wallet');
      return (await restRequest(path, { language, schema: topUpResponseSchema, method: 'POST', body })).data;
    },
  });
}

/** GET wallet/pay/status: a voice top-up's state, asked until the call has paid or the PIN expired. */
export function payTopUpStatusOptions(language: Locale, topUpId: number) {
  return queryOptions({
    queryKey: payKeys.topUpStatus(language, topUpId),
    queryFn: async ({ signal }) => {
      const { topUpResponseSchema } = await import('@/lib/contracts/wallet');
      return (await restRequest('wallet/pay/status', { language, schema: topUpResponseSchema, query: { topUpId }, signal })).data;
    },
  });
}

/** POST wallet/pay/voice: §2 paytype Voice, the number to call and the PIN (or at once succeeded). */
export function payVoiceTopUpMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'wallet', 'voice'],
    mutationFn: async (body: { amount: string; idempotencyKey: string }) => {
      const { voiceTopUpResponseSchema } = await import('@/lib/contracts/payment-methods');
      return (await restRequest('wallet/pay/voice', { language, schema: voiceTopUpResponseSchema, method: 'POST', body })).data;
    },
  });
}
