/**
 * §3 short-code cookies of the bars (necessary category): a closed bar stays closed for its period,
 * and the last visit's day feeds "welcome back". Readable by page script, never HttpOnly.
 */
const DAY_S = 86_400;

/** The `sb<id>` family (docs/ARCHITECTURE.md): "no age check" closed (7 days), "mail not verified" closed (1 day), the last visit's day (a year). */
const cookieNames = { statusBarNoAgeCheck: 'sba', statusBarMail: 'sbm', lastVisit: 'sbv' } as const;

function read(name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1] ?? '') : null;
}

function write(name: string, value: string, days: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${days * DAY_S}; SameSite=Lax${secure}`;
}

export const closedNoAgeCheck = () => read(cookieNames.statusBarNoAgeCheck) === '1';
export const closedMailNotVerified = () => read(cookieNames.statusBarMail) === '1';
export const closeNoAgeCheck = (days: number) => write(cookieNames.statusBarNoAgeCheck, '1', days);
export const closeMailNotVerified = (days: number) => write(cookieNames.statusBarMail, '1', days);

/** The day of the previous visit, read once per page before this visit is written over it. */
export function takeLastVisit(today: string): string | null {
  const previous = read(cookieNames.lastVisit);
  write(cookieNames.lastVisit, today, 365);
  return previous;
}
