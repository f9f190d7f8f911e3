/**
 * §4 "VIP or TV subscription update: run callback, else reload." A part of the page that follows
 * the update in place registers its callback while it is mounted — a game or a claim that has just
 * won VIP days shows its own result, which a reload would wipe. The guest session's flags change
 * either way (stores/guest-session.ts); a page with no callback reloads (lib/guest/session-reactions.ts).
 */
const callbacks = new Set<() => void>();

export function onSubscriptionUpdate(callback: () => void): () => void {
  callbacks.add(callback);
  return () => callbacks.delete(callback);
}

/** Runs every registered callback; false when none is registered (the page then reloads). */
export function runSubscriptionUpdateCallbacks(): boolean {
  for (const callback of callbacks) callback();
  return callbacks.size > 0;
}
