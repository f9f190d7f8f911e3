import { type GuestBalance, guestSessionStore, useGuestSessionBalance } from '@/stores/guest-session';

/**
 * The logged-in guest's EUR balance as the header shows it (§7 guestBalance), null when unknown.
 * It is part of the guest's §3 session (stores/guest-session.ts); these names stay for the header,
 * the receipts page and the WebSocket reaction.
 */
export type { GuestBalance };

/** null: the guest is gone; the session goes with the balance (logout resets the whole session). */
export function setGuestBalance(next: GuestBalance | null): void {
  const { actions } = guestSessionStore.getState();
  if (next) actions.setBalance(next);
  else actions.reset();
}

export function useGuestBalance(): GuestBalance | null {
  return useGuestSessionBalance();
}
