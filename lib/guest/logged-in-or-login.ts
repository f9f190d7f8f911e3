import { isLoggedIn, type LoggedInGuest, settledGuestState } from '@/stores/guest';
import type { PendingAction } from '@/lib/overlay/pending-action-schema';
import { overlayController } from '@/lib/overlay/overlay-loader';

/**
 * The one login check of a guest's click (pin, buy, rate): the guest once known — a page opened
 * with the login cookie is 'pending' until its token is exchanged, and a click in that moment is
 * a logged-in guest's, not a visitor's. A visitor's click is remembered (§3 onLoginAction) and
 * the login opens; null then.
 */
export async function loggedInOrLogin(action: PendingAction, beforeLogin?: () => void): Promise<LoggedInGuest | null> {
  const guest = await settledGuestState();
  if (isLoggedIn(guest)) return guest;
  const { savePendingAction } = await import('@/lib/overlay/pending-action');
  savePendingAction(action);
  beforeLogin?.();
  await (await overlayController()).openAuth();
  return null;
}
