/**
 * §9 chat billing as pure rules: per-second billing from the per-minute price, the minimum chat
 * balance and the order in which a second is paid. Amounts are integer minor units (EUR cents).
 * The server (lib/server/chat/bill-chat.ts) applies them inside one transaction per tick.
 */

/** §9 "Minimum chat balance 0.5" (§5 minimum balance for chat): 50 cents to start a paid chat. */
export const MIN_CHAT_BALANCE_CENTS = 50;
/** Free chat allowance per guest and performer per Berlin day (our choice: five minutes). */
export const FREE_CHAT_SECONDS_PER_DAY = 300;
/** The low-balance warning comes once, when what is left pays for less than a minute. */
export const LOW_BALANCE_SECONDS = 60;
/** The ticker bills every open chat this often, by the server's clock. */
export const TICK_INTERVAL_MS = 1_000;
/** A chat whose media is not up this long after the start ends with 901, nothing billed. */
export const CONNECT_TIMEOUT_MS = 20_000;
/** Media lost longer than this ends the chat with 902; the lost time is never billed. */
export const MEDIA_LOST_LIMIT_MS = 30_000;
/** The longest chat (exit 503 "maximum duration"): a safety net for a media layer that never reports loss. */
export const MAX_CHAT_SECONDS = 4 * 60 * 60;

/**
 * What n seconds cost at p cents per minute, in total: ceil(n·p/60). Computed on the cumulative
 * total, so tick by tick it never drifts and never exceeds the per-minute price per 60 s.
 */
export function cumulativePrice(seconds: number, pricePerMinute: number): number {
  if (seconds <= 0 || pricePerMinute <= 0) return 0;
  return Math.floor((seconds * pricePerMinute + 59) / 60);
}

/** The cost of the second after `paidSeconds` (0, 1, 2, … cents: the cumulative rule spreads the rounding). */
export function nextSecondCost(paidSeconds: number, pricePerMinute: number): number {
  return cumulativePrice(paidSeconds + 1, pricePerMinute) - cumulativePrice(paidSeconds, pricePerMinute);
}

/**
 * How many more seconds the balance pays for: the largest k with
 * ceil((paid + k)·p/60) − billed ≤ balance, i.e. paid + k ≤ 60·(billed + balance)/p.
 */
export function affordableSeconds(paidSeconds: number, billedAmount: number, balance: number, pricePerMinute: number): number {
  if (pricePerMinute <= 0) return Number.MAX_SAFE_INTEGER;
  const total = billedAmount + Math.max(0, balance);
  return Math.max(0, Math.floor((total * 60) / pricePerMinute) - paidSeconds);
}

export type TickInput = {
  /** Whole seconds delivered since the last tick. */
  seconds: number;
  isFree: boolean;
  /** Free-chat seconds left today (free chat only). */
  freeLeft: number;
  /** Videochat voucher seconds the guest may spend with this performer (paid chats only). */
  voucherLeft: number;
  paidSeconds: number;
  billedAmount: number;
  balance: number;
  pricePerMinute: number;
};

/** How the tick's seconds are paid; `uncovered` seconds could not be paid (the chat ends there). */
export type TickPlan = { free: number; voucher: number; paid: number; amount: number; uncovered: number };

/**
 * The order of payment per second: free-chat seconds (free chat only), then videochat voucher
 * seconds, then money. Money pays the difference of the cumulative price since the last tick.
 */
export function planTick(input: TickInput): TickPlan {
  const seconds = Math.max(0, input.seconds);
  if (input.isFree) {
    const free = Math.min(seconds, Math.max(0, input.freeLeft));
    return { free, voucher: 0, paid: 0, amount: 0, uncovered: seconds - free };
  }
  const voucher = Math.min(seconds, Math.max(0, input.voucherLeft));
  const rest = seconds - voucher;
  const paid = Math.min(rest, affordableSeconds(input.paidSeconds, input.billedAmount, input.balance, input.pricePerMinute));
  const amount = cumulativePrice(input.paidSeconds + paid, input.pricePerMinute) - input.billedAmount;
  return { free: 0, voucher, paid, amount, uncovered: rest - paid };
}

/** Seconds the guest can still chat on vouchers and money (the low-balance warning's figure). */
export function secondsLeft(voucherLeft: number, paidSeconds: number, billedAmount: number, balance: number, pricePerMinute: number): number {
  return Math.max(0, voucherLeft) + affordableSeconds(paidSeconds, billedAmount, balance, pricePerMinute);
}

/** §9 start rule: a paid chat starts with at least 0.5 EUR or with videochat voucher seconds. */
export function canStartPaidChat(balance: number, voucherSeconds: number): boolean {
  return balance >= MIN_CHAT_BALANCE_CENTS || voucherSeconds > 0;
}

/**
 * The performer's part of a tick, taken from the cumulative totals (share of everything charged
 * so far minus what she already got), so rounding a cent down tick by tick never loses her money.
 */
export function performerPart(before: number, after: number, share: number): number {
  return Math.floor(after * share) - Math.floor(before * share);
}

/** The end of a free allowance: free chat's daily minutes (502), a live preview's seconds (401, §6 preview limit 5, VIP 20). */
export const freeLimitExitCode = (isPreview: boolean): 401 | 502 => (isPreview ? 401 : 502);

/**
 * Why a chat whose next second cannot be paid ends: free chat → 502 (a live preview → 401); a
 * chat that ran on vouchers alone and has none left → 503; otherwise the money ran out → 501.
 */
export function limitExitCode(isFree: boolean, paidSeconds: number, voucherSecondsUsed: number, isPreview = false): 401 | 501 | 502 | 503 {
  if (isFree) return freeLimitExitCode(isPreview);
  return paidSeconds === 0 && voucherSecondsUsed > 0 ? 503 : 501;
}

/** "loyalty points changed after chats": one point per full euro a chat cost (free and voucher seconds earn none). */
export const LOYALTY_CENTS_PER_POINT = 100;
export function loyaltyPointsFor(chargedCents: number): number {
  return Math.max(0, Math.floor(chargedCents / LOYALTY_CENTS_PER_POINT));
}
