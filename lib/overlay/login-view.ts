import type { OverlayFlow } from './flows';

export type AuthView = 'login' | 'signup';

/** §4: login if the guest already has a login cookie, else sign-up. */
export function loginOrSignupView(input: { hasLoginCookie: boolean }): AuthView {
  return input.hasLoginCookie ? 'login' : 'signup';
}

/**
 * §4: a not-logged-in guest with a signup flow carrying external token, email and name (a partner
 * hands the guest over) gets the signup view, whatever the login cookie says.
 */
export function isExternalSignup(input: {
  loggedIn: boolean;
  flow: OverlayFlow;
  externalToken?: string;
  signupEmail?: string;
  signupName?: string;
}): boolean {
  return !input.loggedIn && input.flow === 'signup' && Boolean(input.externalToken && input.signupEmail && input.signupName);
}

/** The view a not-logged-in guest starts with; null for a logged-in guest (no door needed). */
export function authView(
  input: Parameters<typeof isExternalSignup>[0] & { hasLoginCookie: boolean },
): AuthView | null {
  if (input.loggedIn) return null;
  return isExternalSignup(input) ? 'signup' : loginOrSignupView(input);
}
