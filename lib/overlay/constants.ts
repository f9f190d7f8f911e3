/**
 * §9 numbers of the payment/login overlay. The frame starts at its fixed size and is maximised to
 * 100% once ready (100vh for autorecharge, where a mobile browser's 100% is too short).
 */
export const OVERLAY_FRAME_WIDTH_PX = 675;
export const OVERLAY_FRAME_HEIGHT_PX = 740;
export const OVERLAY_SPINNER_SIZE_PX = 140;

/** §9 stacking: the dimming overlay under the frame, the spinner above both. */
export const OVERLAY_Z_INDEX = 10_000;
export const OVERLAY_FRAME_Z_INDEX = 10_001;
export const OVERLAY_SPINNER_Z_INDEX = 100_000;

/** §9: how often the parent checks whether the frame is ready before sending options or actions. */
export const OVERLAY_READY_POLL_MS = 500;
/** §9: a show requested before the frame is ready is tried again after this delay. */
export const OVERLAY_SHOW_RETRY_MS = 1000;
/** §2: after login, a special-market route redirects to its home path after this delay. */
export const SPECIAL_MARKET_REDIRECT_MS = 500;
