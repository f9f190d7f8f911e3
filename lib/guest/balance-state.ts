import { useSyncExternalStore } from 'react';

/** The logged-in guest's EUR balance as the header shows it (§7 guestBalance), null when unknown. */
export type GuestBalance = { balance: number; balanceFormatted: string; isPayingCustomer: boolean };

let current: GuestBalance | null = null;
const listeners = new Set<() => void>();

export function setGuestBalance(next: GuestBalance | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function useGuestBalance(): GuestBalance | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
