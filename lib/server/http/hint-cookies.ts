import 'server-only';
import { cookieNames } from '@/lib/cookies/names';

/**
 * The two page-readable account cookies (§3 short names; not HttpOnly because page script needs
 * them, and they hold nothing secret):
 * - `li` "logged in": set next to the HttpOnly session cookie `sid`, so a cached page knows it
 *   should fetch an access token at all (anonymous visitors then cost no request);
 * - `lc` "login cookie": this browser has logged in or signed up before, so the overlay opens
 *   the login view instead of sign-up (§4). Set on the pay origin, kept after logout.
 */
export const LOGGED_IN_HINT_COOKIE = cookieNames.loggedInHint;
export const LOGIN_MEMORY_COOKIE = cookieNames.loginMemory;
export const LOGIN_MEMORY_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${name}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

export function loggedInHintCookie(maxAgeSeconds: number, secure: boolean): string {
  return cookie(LOGGED_IN_HINT_COOKIE, '1', maxAgeSeconds, secure);
}

export function clearedLoggedInHintCookie(secure: boolean): string {
  return cookie(LOGGED_IN_HINT_COOKIE, '', 0, secure);
}

export function loginMemoryCookie(secure: boolean): string {
  return cookie(LOGIN_MEMORY_COOKIE, '1', LOGIN_MEMORY_MAX_AGE_SECONDS, secure);
}
