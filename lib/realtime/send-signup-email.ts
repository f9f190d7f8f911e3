import { currentRealtimeSession } from '@/stores/realtime-session';

/**
 * §7 outgoing sendSignupEmail(email): asks the server to mail the address-confirmation link
 * again. False when the page has no logged-in session to send it on (§6: login-only command).
 * The server answers nothing on success; the §7 emailVerified event follows once the link is opened.
 */
export function sendSignupEmail(email: string): boolean {
  return currentRealtimeSession()?.send({ type: 'sendSignupEmail', email }) ?? false;
}
