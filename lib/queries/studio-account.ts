import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { studioKeys } from './studio-keys';

/**
 * The performer's login and her account. Login, logout and the token's renewal carry the ss
 * cookie (withCredentials), never the access token (logout and renewal are sent from pages that
 * lend it); everything else carries the performer's access token, which the studio's pages lend
 * the REST client (app/studio/_components/studio-provider.tsx).
 */
export function studioLoginMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['studio', 'login'],
    mutationFn: async (body: { email: string; password: string }) => {
      const { studioAccessResponseSchema } = await import('@/lib/contracts/studio');
      return (await restRequest('studio/login', { language, schema: studioAccessResponseSchema, method: 'POST', body, withCredentials: true })).data;
    },
  });
}

/** POST studio/logout: ends every token of this login. */
export function studioLogoutMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['studio', 'logout'],
    mutationFn: async () => {
      const { okResponseSchema } = await import('@/lib/contracts/account');
      return restRequest('studio/logout', { language, accessToken: null, schema: okResponseSchema, method: 'POST', withCredentials: true });
    },
  });
}

/** POST studio/token: a fresh 15-minute access token from the ss cookie. */
export async function renewStudioToken(language: Locale) {
  const { studioAccessResponseSchema } = await import('@/lib/contracts/studio');
  return (await restRequest('studio/token', { language, accessToken: null, schema: studioAccessResponseSchema, method: 'POST', withCredentials: true })).data;
}

/** GET studio/me: her name and whether she is online. */
export function studioMeOptions(language: Locale) {
  return queryOptions({
    queryKey: studioKeys.me(),
    queryFn: async ({ signal }) => {
      const { studioMeResponseSchema } = await import('@/lib/contracts/studio');
      return (await restRequest('studio/me', { language, schema: studioMeResponseSchema, signal })).data;
    },
  });
}

/** POST studio/online: guests see the change within a second on every page that shows her. */
export async function setStudioOnline(language: Locale, online: boolean) {
  const { studioOnlineResponseSchema } = await import('@/lib/contracts/studio');
  return (await restRequest('studio/online', { language, schema: studioOnlineResponseSchema, method: 'POST', body: { online } })).data;
}

/** The dashboard's online switch; her state is asked again once it has changed. */
export function studioOnlineMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['studio', 'online'],
    mutationFn: (online: boolean) => setStudioOnline(language, online),
    onSuccess: (_answer, _online, _result, { client }) => client.invalidateQueries({ queryKey: studioKeys.me() }),
  });
}

/** GET studio/earnings: her balance and the last 50 entries, amounts formatted by the server (§9). */
export function studioEarningsOptions(language: Locale) {
  return queryOptions({
    queryKey: studioKeys.earnings(),
    queryFn: async ({ signal }) => {
      const { studioEarningsResponseSchema } = await import('@/lib/contracts/studio');
      return (await restRequest('studio/earnings', { language, schema: studioEarningsResponseSchema, signal })).data;
    },
  });
}
