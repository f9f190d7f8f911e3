import { completeLogin } from '@/lib/guest/guest-auth';
import { getGuestState, isLoggedIn } from '@/stores/guest';
import { authView, isExternalSignup } from './login-view';
import type { PrefillOptions } from './options-schema';
import { askPayOrigin, openOverlay } from './overlay-controller';
import { getOverlayConfig, settledOverlayConfig } from '@/stores/overlay';
import { readReturnParams } from './return-params';
import { runPendingAction } from './run-pending-action';
import { parseSuccessRedirect } from './success-redirect';

/*
 * The ways into the overlay that decide for themselves what to open (loaded with the controller):
 * the visitor's door (login or sign-up) and the arrival with §2/§3 return parameters.
 */

/**
 * The door for a visitor (§4): login when the pay origin holds a login cookie, else sign-up; a
 * named view wins. Skipped when a special external login modal applies, unless forced (§5).
 */
export async function openAuth(
  input: { view?: 'login' | 'signup'; force?: boolean; prefill?: PrefillOptions; externalToken?: string } = {},
): Promise<void> {
  const config = await settledOverlayConfig();
  if (!config.loginEnabled || (config.externalLoginModal && !input.force)) return;
  const guest = getGuestState();
  if (isLoggedIn(guest)) return;
  // §4: a partner's hand-over (external token, email and name) is a sign-up, whatever the cookie says.
  const handOver = { externalToken: input.externalToken, signupEmail: input.prefill?.signupEmail, signupName: input.prefill?.signupName };
  const external = isExternalSignup({ loggedIn: false, flow: 'signup', ...handOver });
  const hasLoginCookie = input.view || external ? false : ((await askPayOrigin('hasLoginCookie')) ?? false);
  const chosen = input.view ?? authView({ loggedIn: false, flow: external ? 'signup' : 'login', ...handOver, hasLoginCookie });
  const view = chosen === 'signup' && !config.signupEnabled ? 'login' : chosen;
  if (view) await openOverlay(view, { prefill: input.prefill, options: input.externalToken ? { externalToken: input.externalToken } : undefined });
}

/**
 * On page load: a success redirect's transfer_token logs the guest in (§3), and the §2 return
 * parameters reopen the overlay; they leave the URL once the flow ends.
 */
export async function handleReturn(): Promise<void> {
  const here = new URL(window.location.href);
  const success = parseSuccessRedirect(here);
  if (success.transferToken) {
    here.searchParams.delete('transfer_token');
    history.replaceState(history.state, '', here.toString());
    await completeLogin({ flow: 'login', userFromLogin: true, transferToken: success.transferToken }, here.pathname + here.search);
    runPendingAction(openOverlay);
  }
  // §3 jump=profile with s: the flow's host; its profile is where the guest wanted to be.
  if (success.jump === 'profile' && success.s && /^[A-Za-z0-9_-]{1,64}$/.test(success.s)) {
    const profile = new URL(`/${getOverlayConfig().language}/amateur/${encodeURIComponent(success.s.toLowerCase())}/`, window.location.href);
    window.location.assign(profile.href);
    return;
  }
  const back = readReturnParams(window.location.href);
  if (!back.open) return;
  await openOverlay(back.open.flow, {
    options: { ...back.password, ...(back.open.sview ? { sview: back.open.sview } : {}) },
    clearReturnParams: true,
  });
}
