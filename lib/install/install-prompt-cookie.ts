import { cookieNames } from '@/lib/cookies/names';

/** §4 how long "not now" keeps the install offer away. */
export const INSTALL_PROMPT_PAUSE_SECONDS = 30 * 24 * 60 * 60;

/** The cookie that pauses the install offer after "not now". */
export function installPromptPauseCookie(secure: boolean): string {
  return [`${cookieNames.installPrompt}=1`, 'Path=/', `Max-Age=${INSTALL_PROMPT_PAUSE_SECONDS}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

/** Whether a Cookie string (document.cookie) pauses the offer. */
export function installPromptPaused(cookies: string): boolean {
  return new RegExp(`(?:^|;\\s*)${cookieNames.installPrompt}=1(?:;|$)`).test(cookies);
}

/** §4 the browser's answer to the install prompt, reported as accept or dismiss. */
export function installChoice(outcome: string): 'accept' | 'dismiss' {
  return outcome === 'accepted' ? 'accept' : 'dismiss';
}
