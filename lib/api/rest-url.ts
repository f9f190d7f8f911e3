import { type ApiSession, CLIENT_VERSION, resolveBaseUrl } from './client-config';

/**
 * The URL of a REST call with the §7 general parameters (language, ver, access_token), for the
 * zod-free callers (beacons, the log queue) that cannot use lib/api/rest.ts's schema parsing.
 */
export function restCallUrl(path: string, session: ApiSession): string {
  const url = new URL(`/rest/v1/${path.replace(/^\/+/, '')}`, resolveBaseUrl(session.baseUrl));
  url.searchParams.set('language', session.language);
  url.searchParams.set('ver', CLIENT_VERSION);
  if (session.accessToken) url.searchParams.set('access_token', session.accessToken);
  return url.toString();
}
