import type { SuccessResult } from '@/lib/overlay/message-schemas';
import { buildSuccessRedirectUrl } from '@/lib/overlay/success-redirect';
import type { PayBridge } from './pay-bridge';

/**
 * After login or sign-up on the pay page: the guest app gets the success result with the
 * one-time transfer token and opens its own session (§7 login-success). Opened on its own (a tab
 * without opener, a mail link), the page goes to the app's home with the §3 success redirect
 * parameters instead, and the app exchanges transfer_token there.
 */
export function finishAuth(bridge: PayBridge, result: SuccessResult & { transferToken: string }, successUrl?: string): void {
  if (result.userFromSignup) bridge.post({ type: 'signup' });
  if (bridge.post({ type: 'success', result })) return;
  const home = successUrl ?? `${bridge.appOrigin}/`;
  window.location.assign(buildSuccessRedirectUrl(home, { transferToken: result.transferToken, hostId: result.hostId, disableJump: true }));
}
