/**
 * The one error type of the platform. Services throw it; the REST dispatcher, the GraphQL
 * server and the WebSocket hub map it to their wire format (lib/server/http/error-response.ts).
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  MALFORMED_JSON: 400,
  UNAUTHORIZED: 401,
  /** Wrong email or wrong password, one code and one message for both. */
  INVALID_CREDENTIALS: 401,
  /** A login-success transfer token that is unknown, expired or already used. */
  TRANSFER_TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  /** §6/an fsk-18 stream (or its URL) for a viewer without accepted age verification. */
  AGE_VERIFICATION_REQUIRED: 403,
  /** §3/§6: the performer's bannedCountryCodes name the viewer's country (streams, stills, watch/start). */
  COUNTRY_BANNED: 403,
  /** An album picture past the free previews for a viewer who may not open the album (not bought, gifted, free or VIP flatrate). */
  PURCHASE_REQUIRED: 403,
  /** §6: the premium TV livestream (playlist, segments, stream URL) for a viewer who is neither TV subscriber nor VIP. */
  TV_SUBSCRIPTION_REQUIRED: 403,
  /** Her ticket show runs; only ticket holders may join her room (details {showId}). */
  TICKET_REQUIRED: 403,
  /** §5: login (and with it sign-up) is disabled by config. */
  LOGIN_DISABLED: 403,
  SIGNUP_DISABLED: 403,
  ACCOUNT_LOCKED: 403,
  NOT_FOUND: 404,
  UNKNOWN_CALL: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** A chat that cannot start now; details {reason: offline | notOffered | privateBusy | freeUsedUp | ticketShow}. */
  CHAT_UNAVAILABLE: 409,
  EMAIL_TAKEN: 409,
  SCREEN_NAME_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_FAILED: 422,
  UNMAPPED_CATEGORY: 422,
  UNKNOWN_CURRENCY: 422,
  /** §2 pwdreset: the key is unknown, expired or already used; the password stays unchanged. */
  RESET_KEY_INVALID: 422,
  /** The email verification link: unknown key, another guest's, or an address the account no longer has. */
  VERIFICATION_KEY_INVALID: 422,
  /** The email verification link is past its 7 days; the account page sends a new one. */
  VERIFICATION_KEY_EXPIRED: 422,
  /** The settings flow's password change: the current password does not match. */
  WRONG_PASSWORD: 422,
  INSUFFICIENT_FUNDS: 409,
  /** A free item (§3 free videos and albums) is not sold; everyone may watch it. */
  NOT_FOR_SALE: 409,
  /** An idempotency key sent again with another request body (as Stripe answers). */
  IDEMPOTENCY_KEY_REUSED: 409,
  /** §6: a restricted guest settles the open payment (opcompensation) before topping up. */
  RESTRICTED: 403,
  /** The confirmation step's code does not match; the top-up keeps waiting for the right one. */
  CONFIRMATION_CODE_WRONG: 422,
  /** One-click or auto recharge needs a saved payment method (§2 changecc / changels first). */
  NO_PAYMENT_METHOD: 409,
  /** A VIP or TV subscription of that kind is already running. */
  ALREADY_SUBSCRIBED: 409,
  /** Bonus codes (lib/server/bonus/): unknown, outside its validity, used, exhausted, condition not met. */
  BONUS_CODE_UNKNOWN: 404,
  BONUS_CODE_EXPIRED: 422,
  BONUS_CODE_USED: 409,
  BONUS_CODE_EXHAUSTED: 409,
  BONUS_CODE_CONDITION: 403,
  /** §8 phone pin-call failure; details.errorCode carries the §8 code (1–10). */
  PINCALL_FAILED: 422,
  /** §5/§9 a sixth vote in one contest (max 5 per guest and contest). */
  VOTE_LIMIT_REACHED: 409,
  /** The guest already voted for this medium (contest) or in this voting. */
  ALREADY_VOTED: 409,
  /** A vote, claim or attempt outside its window (the day a test day sets counts as now). */
  OUTSIDE_WINDOW: 422,
  /** §3 a reward or daily bonus offer this guest has already taken (once per guest). */
  ALREADY_CLAIMED: 409,
  /** §3 daily bonus quantity: no piece left of a limited offer. */
  SOLD_OUT: 409,
  /** §3 daily bonus conditions (vip, nonVip, payingCustomer) the guest does not meet. */
  CONDITION_NOT_MET: 403,
  /** §3 spin wheel: the guest holds no spin (benefits spinwheelSpins is 0). */
  NOT_ENOUGH_SPINS: 409,
  /** §3 game: the day's dailyAttempts are used up. */
  ATTEMPT_LIMIT_REACHED: 409,
  /** §3 Easter: an egg token that is forged, garbled or another guest's. */
  EGG_TOKEN_INVALID: 422,
  /** §7 sendVideoShareEmail: the guest's share mails of the hour are used up. */
  SHARE_LIMIT_REACHED: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
