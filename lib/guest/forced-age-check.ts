import { cookieNames } from '@/lib/cookies/names';

/** §6 es-avs: once answered, the special market's age notice stays away for 30 days. */
export const FORCED_AGE_CHECK_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const PRESENT = new RegExp(`(?:^|;\\s*)${cookieNames.forcedAgeCheck}=`);

/** Whether the forced-age-check cookie (§3, necessary) is in a Cookie string (document.cookie). */
export function hasForcedAgeCheckCookie(cookies: string): boolean {
  return PRESENT.test(cookies);
}

/** The Set-Cookie value for document.cookie: readable, the whole site, 30 days. */
export function forcedAgeCheckCookie(secure: boolean): string {
  return [`${cookieNames.forcedAgeCheck}=1`, 'Path=/', `Max-Age=${FORCED_AGE_CHECK_MAX_AGE_SECONDS}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}
