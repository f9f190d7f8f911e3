/**
 * §4 "Guest balance: a payment runs the pending top-up callback": whoever sends the guest to top
 * up (the not-enough-money box, a chat that needs credit) leaves what should happen next here;
 * the first guestBalance event that shows more money than before runs it, once. A newer
 * registration replaces an older one (one top-up flow is open at a time).
 */
let pending: (() => void) | null = null;
let lastBalance: number | null = null;

export function setPendingTopUpCallback(callback: (() => void) | null): void {
  pending = callback;
}

export function hasPendingTopUpCallback(): boolean {
  return pending !== null;
}

/**
 * Called with every balance the page learns (guestBalance events, the balance after login).
 * Returns whether a payment was seen, i.e. the balance rose. The first balance is only noted.
 */
export function balanceObserved(balance: number | null): boolean {
  const before = lastBalance;
  lastBalance = balance;
  if (balance === null || before === null || balance <= before) return false;
  const callback = pending;
  pending = null;
  callback?.();
  return true;
}
