/**
 * §4 "VIP or TV subscription update: run callback, else reload." A part of the page that grants
 * VIP days in place (a game, a claimed reward) shows its own result, which a reload would wipe: it
 * registers a callback while mounted (use-subscription-update.ts), and its grant call says that an
 * update may follow (expectSubscriptionUpdate, the grant mutations' onMutate in lib/queries). Only
 * an update that follows such a call within a minute runs the callbacks; any other one — a VIP
 * subscription bought in the overlay, an update from another tab — reloads as §4 says. The guest
 * session's flags change either way (stores/guest-session.ts).
 */
const callbacks = new Set<() => void>();
const EXPECT_MS = 60_000;
let expectedUntil = 0;

export function onSubscriptionUpdate(callback: () => void): () => void {
  callbacks.add(callback);
  return () => callbacks.delete(callback);
}

/** A grant that may change VIP (or TV) is on its way from this page. */
export function expectSubscriptionUpdate(now = Date.now()): void {
  expectedUntil = now + EXPECT_MS;
}

/** Runs the registered callbacks for an update this page's own grant caused; false: the page reloads. */
export function runSubscriptionUpdateCallbacks(now = Date.now()): boolean {
  // Not consumed: one grant of VIP days sends the VIP and the TV update (the subscription state).
  if (now >= expectedUntil || callbacks.size === 0) return false;
  for (const callback of callbacks) callback();
  return true;
}
