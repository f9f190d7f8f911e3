/** Limits, in one place so services and tests agree. */

/** A transfer token carries one login from the pay pages to the app: one use, 2 minutes. */
export const TRANSFER_TOKEN_TTL_SECONDS = 120;

/** The HttpOnly page session (cookie Max-Age and row expiry). */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
/** last_seen_at is written at most this often, not on every page view. */
export const SESSION_TOUCH_SECONDS = 5 * 60;

/** §2 pwdreset key: one use, one hour. */
export const RESET_KEY_TTL_SECONDS = 3600;
/** Reset mails per account and hour; more requests get the same answer and no mail. */
export const RESET_MAILS_PER_HOUR = 3;

/** Login throttle: failures counted in a sliding window, per account and per client address. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_IP = 20;
