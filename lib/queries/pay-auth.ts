import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';

/**
 * The anonymous calls of the pay pages: login, sign-up, the password mail and the new password.
 * They never carry a guest's token (`accessToken: null`), even when the app handed the frame one.
 * Login and sign-up answer a one-time transfer token and set the pay origin's login cookie (§4
 * hasLoginCookie), so they send cookies.
 */
export function payLoginMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'auth', 'login'],
    mutationFn: async (body: { email: string; password: string }) => {
      const { transferResponseSchema } = await import('@/lib/contracts/account');
      return (await restRequest('account/pay/login', { language, accessToken: null, schema: transferResponseSchema, method: 'POST', body, withCredentials: true })).data;
    },
  });
}

export function paySignupMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'auth', 'signup'],
    mutationFn: async (body: { email: string; screenName: string; password: string; termsAccepted: true }) => {
      const { transferResponseSchema } = await import('@/lib/contracts/account');
      return (await restRequest('account/pay/signup', { language, accessToken: null, schema: transferResponseSchema, method: 'POST', body, withCredentials: true })).data;
    },
  });
}

/** §2 pwdlost: answers the same whether an account exists. */
export function payPwdLostMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'auth', 'pwdlost'],
    mutationFn: async (body: { email: string }) => {
      const { okResponseSchema } = await import('@/lib/contracts/account');
      return restRequest('account/pay/pwdlost', { language, accessToken: null, schema: okResponseSchema, method: 'POST', body });
    },
  });
}

/** §2 pwdreset: the key of the reset mail is spent once. */
export function payPwdResetMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['pay', 'auth', 'pwdreset'],
    mutationFn: async (body: { u: string; key: string; password: string }) => {
      const { okResponseSchema } = await import('@/lib/contracts/account');
      return restRequest('account/pay/pwdreset', { language, accessToken: null, schema: okResponseSchema, method: 'POST', body });
    },
  });
}
