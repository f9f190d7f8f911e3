import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import type { SuccessResult } from '@/lib/overlay/message-schemas';

/**
 * The §7 account calls of the page's login state machine (lib/guest/guest-auth.ts). They are not
 * cached queries: each one changes who the page's guest is, and the query cache is emptied on
 * that change. Every call sets the token itself: the state machine knows it before the store does.
 */

/** GET guest/session: the §3 session of the guest whose token this is. */
export async function fetchGuestSession(language: Locale, accessToken: string) {
  const { guestSessionResponseSchema } = await import('@/lib/contracts/guest-session');
  return (await restRequest('guest/session', { language, accessToken, schema: guestSessionResponseSchema })).data;
}

/** POST account/token: trades the HttpOnly session cookie for a fresh access token (401 without a session). */
export async function exchangeSessionCookie(language: Locale) {
  const { accessTokenResponseSchema } = await import('@/lib/contracts/account');
  const response = await restRequest('account/token', { language, accessToken: null, schema: accessTokenResponseSchema, method: 'POST', withCredentials: true });
  return response.data;
}

/** POST account/login-success {result, targetUrl}: opens the app's session from the pay page's transfer token. */
export async function postLoginSuccess(language: Locale, result: SuccessResult & { transferToken: string }, targetUrl: string) {
  const { loginSuccessResponseSchema } = await import('@/lib/contracts/account');
  const body = { result, targetUrl };
  const response = await restRequest('account/login-success', { language, accessToken: null, schema: loginSuccessResponseSchema, method: 'POST', body, withCredentials: true });
  return response.data;
}

/** POST account/logout: ends the session and clears the cookies. */
export async function postLogout(language: Locale): Promise<void> {
  const { okResponseSchema } = await import('@/lib/contracts/account');
  await restRequest('account/logout', { language, accessToken: null, schema: okResponseSchema, method: 'POST', withCredentials: true });
}
