import type { OverlayFlow } from './flows';

/** Where the hosted flow is shown: the overlay frame (lazy=1) or a new tab (lazy=0). */
export type OverlayMode = 'frame' | 'tab';

/** §9: mobile detection is by user agent. */
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i;
const IE_MOBILE = /IEMobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

/**
 * §2/§4/§9: on a mobile user agent the flow opens in a new tab; IEMobile never uses tabs and auto
 * recharge is always shown in the frame. Tab mode needs mobile or a logged-in guest, so on a
 * desktop it is used only when the caller asks for it (`tabRequested`) for a logged-in guest.
 */
export function overlayMode(input: {
  userAgent: string;
  flow: OverlayFlow;
  loggedIn: boolean;
  tabRequested?: boolean;
}): OverlayMode {
  if (input.flow === 'autorecharge' || IE_MOBILE.test(input.userAgent)) return 'frame';
  if (isMobileUserAgent(input.userAgent)) return 'tab';
  return input.tabRequested === true && input.loggedIn ? 'tab' : 'frame';
}
