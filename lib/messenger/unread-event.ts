/**
 * The header's unread count ("unread count in the header") follows the §7 channels
 * {unreadTotal} event; the messenger page also announces the total it lowered by selecting a
 * channel (§4), so the header does not wait for the server's next event.
 */
export const UNREAD_TOTAL_EVENT = 'messenger:unread-total';

export type UnreadTotalEvent = CustomEvent<{ unreadTotal: number }>;

export function announceUnreadTotal(unreadTotal: number): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(UNREAD_TOTAL_EVENT, { detail: { unreadTotal: Math.max(0, unreadTotal) } }));
}
