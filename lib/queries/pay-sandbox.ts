import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { DisputablePayment } from '@/lib/contracts/sandbox-dispute';
import { payKeys } from './pay-keys';

/** GET wallet/sandbox/disputable: the sandbox provider's dispute desk (PAYMENT_PROVIDER=sandbox), the tester's card payments. */
export function payDisputableOptions(language: Locale) {
  return queryOptions({
    queryKey: payKeys.disputable(language),
    queryFn: async ({ signal }) => {
      const { disputablePaymentsResponseSchema } = await import('@/lib/contracts/sandbox-dispute');
      return (await restRequest('wallet/sandbox/disputable', { language, schema: disputablePaymentsResponseSchema, signal })).data.items;
    },
  });
}

/** POST wallet/sandbox/dispute: one payment charged back; the list marks it so. */
export function payDisputeMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'sandbox', 'dispute'],
    mutationFn: async (topUpId: number) => {
      const { sandboxDisputeResponseSchema } = await import('@/lib/contracts/sandbox-dispute');
      return (await restRequest('wallet/sandbox/dispute', { language, schema: sandboxDisputeResponseSchema, method: 'POST', body: { topUpId } })).data;
    },
    onSuccess: (_outcome, topUpId, _result, { client }) =>
      void client.setQueryData<DisputablePayment[]>(payKeys.disputable(language), (items) => items?.map((item) => (item.topUpId === topUpId ? { ...item, disputed: true } : item))),
  });
}

/** POST wallet/sandbox/voice-call: the test telephone "calls" the number and types the PIN of a voice top-up. */
export function paySandboxVoiceCallMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'sandbox', 'voiceCall'],
    mutationFn: async (body: { phoneNumber: string; pin: string }) => {
      const { sandboxVoiceCallResponseSchema } = await import('@/lib/contracts/payment-methods');
      return (await restRequest('wallet/sandbox/voice-call', { language, schema: sandboxVoiceCallResponseSchema, method: 'POST', body })).data;
    },
  });
}
