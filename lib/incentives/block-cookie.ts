import { UNIQUE_GROUP } from '@/lib/contracts/incentive-codes';
import { cookieNames } from '@/lib/cookies/names';

/** §9 "Incentive block cookie 30 days". */
export const INCENTIVE_BLOCK_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const PREFIX = `${cookieNames.incentiveBlock}_`;

/**
 * §4 "Blocking an incentive group is stored in a cookie for 30 days": one readable cookie per
 * group (`ib_signup=1`), so each runs out on its own. For document.cookie.
 */
export function incentiveBlockCookie(group: string, secure: boolean): string {
  if (!UNIQUE_GROUP.test(group)) throw new Error(`incentiveBlockCookie: not a group name: ${group}`);
  return [`${PREFIX}${group}=1`, 'Path=/', `Max-Age=${INCENTIVE_BLOCK_MAX_AGE_SECONDS}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

/** The groups blocked in a Cookie string (document.cookie). */
export function blockedGroups(cookies: string): Set<string> {
  const groups = new Set<string>();
  for (const part of cookies.split(';')) {
    const [name = '', value] = part.trim().split('=');
    const group = name.slice(PREFIX.length);
    if (name.startsWith(PREFIX) && value === '1' && UNIQUE_GROUP.test(group)) groups.add(group);
  }
  return groups;
}
