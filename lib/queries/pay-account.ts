import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { payKeys } from './pay-keys';

/** GET account/pay/me: the guest's account facts (settings view; the guest id of the §5 offer call; §7 getavsstatus). */
export function payMeOptions(language: Locale) {
  return queryOptions({
    queryKey: payKeys.me(language),
    queryFn: async ({ signal }) => {
      const { accountMeResponseSchema } = await import('@/lib/contracts/account');
      return (await restRequest('account/pay/me', { language, schema: accountMeResponseSchema, signal })).data;
    },
  });
}

/** GET guest/getGuestBalance: what the app asks the frame with §7 getbalance. */
export function payBalanceOptions(language: Locale) {
  return queryOptions({
    queryKey: payKeys.balance(language),
    queryFn: async ({ signal }) => {
      const { guestBalanceResponseSchema } = await import('@/lib/contracts/guest');
      const { balance, balanceFormatted, isPayingCustomer } = await restRequest('guest/getGuestBalance', { language, schema: guestBalanceResponseSchema, signal });
      return { balance, balanceFormatted, isPayingCustomer };
    },
  });
}

/** POST account/pay/password: the current password is required (a wrong one answers WRONG_PASSWORD). */
export function payPasswordMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'account', 'password'],
    mutationFn: async (body: { currentPassword: string; newPassword: string }) => {
      const { okResponseSchema } = await import('@/lib/contracts/account');
      return restRequest('account/pay/password', { language, schema: okResponseSchema, method: 'POST', body });
    },
  });
}
