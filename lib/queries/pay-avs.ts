import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { payKeys } from './pay-keys';

/** GET guest/avs/status: §4 pending, rejected (with the server's message), accepted or unknown. */
export function payAvsStatusOptions(language: Locale) {
  return queryOptions({
    queryKey: payKeys.avsStatus(language),
    queryFn: async ({ signal }) => {
      const { avsStatusResponseSchema } = await import('@/lib/contracts/avs');
      return (await restRequest('guest/avs/status', { language, schema: avsStatusResponseSchema, signal })).data;
    },
  });
}

/** POST guest/avs/payRequest: §7 starts a check at the provider, which sends the browser back to forwardUrl. */
export function payAvsRequestMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'avs', 'payRequest'],
    mutationFn: async (forwardUrl: string) => {
      const { avsPayRequestResponseSchema } = await import('@/lib/contracts/avs');
      return (await restRequest('guest/avs/payRequest', { language, schema: avsPayRequestResponseSchema, method: 'POST', body: { forwardUrl } })).data;
    },
  });
}

/** POST guest/avs/sandbox/decide: the sandbox verifier's check page answers for the "provider". */
export function payAvsSandboxDecideMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'avs', 'sandboxDecide'],
    mutationFn: async (body: { verificationId: string; decision: 'approve' | 'reject' | 'pending'; reason?: string }) => {
      const { avsSandboxDecideResponseSchema } = await import('@/lib/contracts/avs');
      return (await restRequest('guest/avs/sandbox/decide', { language, schema: avsSandboxDecideResponseSchema, method: 'POST', body })).data;
    },
  });
}

