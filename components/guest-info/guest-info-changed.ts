/**
 * Tells the tiles on the page that the guest's §3 guestInfo changed outside a purchase (a like, a
 * gift): they ask again. A plain window event, so the sender loads nothing; purchases need no
 * call, the registry hears them from the §4 balance and voucher updates.
 */
export const GUEST_INFO_CHANGED_EVENT = 'guestinfo:changed';

export function guestInfoChanged(): void {
  window.dispatchEvent(new Event(GUEST_INFO_CHANGED_EVENT));
}
