/**
 * §3 short-code cookies of the bars (necessary category): a closed bar stays closed for its period,
 * and the last visit's day feeds "welcome back". Readable by page script, never HttpOnly.
 */
const DAY_S = 86_400;

/** The `sb<id>` family (docs/ARCHITECTURE.md): "no age check" closed (7 days), "mail not verified" closed (1 day), the last visit's day (a year). */
const cookieNames = { statusBarNoAgeCheck: 'sba', statusBarMail: 'sbm', lastVisit: 'sbv' } as const;

function read(jar: string, name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(jar);
  return match ? decodeURIComponent(match[1] ?? '') : null;
}

function write(name: string, value: string, days: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${days * DAY_S}; SameSite=Lax${secure}`;
}

/** The bars' cookies in one read of document.cookie (after a write each read is a synchronous trip to the cookie store). */
export function readBarCookies(): { closedNoAgeCheck: boolean; closedMailNotVerified: boolean; lastVisit: string | null } {
  const jar = document.cookie;
  return {
    closedNoAgeCheck: read(jar, cookieNames.statusBarNoAgeCheck) === '1',
    closedMailNotVerified: read(jar, cookieNames.statusBarMail) === '1',
    lastVisit: read(jar, cookieNames.lastVisit),
  };
}

export const closeNoAgeCheck = (days: number) => write(cookieNames.statusBarNoAgeCheck, '1', days);
export const closeMailNotVerified = (days: number) => write(cookieNames.statusBarMail, '1', days);

/** This visit's day, written over the previous one once it was read (readBarCookies). */
export const renewLastVisit = (today: string) => write(cookieNames.lastVisit, today, 365);
