/** §4 install prompt: "not now" was chosen, so the offer waits; readable, 30 days, necessary (§3 cookie short codes). */
const INSTALL_PROMPT_COOKIE = 'ip';

/** §4 how long "not now" keeps the install offer away. */
export const INSTALL_PROMPT_PAUSE_SECONDS = 30 * 24 * 60 * 60;

/** The cookie that pauses the install offer after "not now". */
export function installPromptPauseCookie(secure: boolean): string {
  return [`${INSTALL_PROMPT_COOKIE}=1`, 'Path=/', `Max-Age=${INSTALL_PROMPT_PAUSE_SECONDS}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

/** Whether a Cookie string (document.cookie) pauses the offer. */
export function installPromptPaused(cookies: string): boolean {
  return new RegExp(`(?:^|;\\s*)${INSTALL_PROMPT_COOKIE}=1(?:;|$)`).test(cookies);
}

/** §4 the browser's answer to the install prompt, reported as accept or dismiss. */
export function installChoice(outcome: string): 'accept' | 'dismiss' {
  return outcome === 'accepted' ? 'accept' : 'dismiss';
}
