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

/**
 * Login throttle: failures counted in a sliding window. An account is refused only to the address
 * that failed on it (5), an address after 20 failures on any accounts; failures on one account
 * from everywhere only slow its logins down, so nobody else can lock the owner out.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failures of one account from one address before that address waits for this account. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_IP = 20;
/** Failures of one account from all addresses before every attempt on it is slowed down… */
export const ACCOUNT_SLOWDOWN_AFTER = 10;
/** …by this much per ACCOUNT_SLOWDOWN_AFTER failures, at most ACCOUNT_SLOWDOWN_MAX_MS. */
export const ACCOUNT_SLOWDOWN_STEP_MS = 1_000;
export const ACCOUNT_SLOWDOWN_MAX_MS = 5_000;
