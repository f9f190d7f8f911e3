import { settledGuestState } from '@/stores/guest';

import { EGG_ATTR } from './egg-attr';
import { eggsQuiet } from './egg-quiet';

/**
 * §3 Easter egg hunt: after hydration, on every page change, a logged-in guest whose hunt is live
 * today sees the egg the server hid on this page (its token signed for her and the day); a click
 * collects it. The layout's effects load this gate with import(); visitors stop here, so only a
 * guest's browser loads the query part (egg-place.ts), and only while the server has not said that
 * no egg comes before a later day (egg-quiet.ts). A failed load is silently ignored (§8).
 */
export async function placeEgg(pathname: string): Promise<void> {
  for (const old of document.querySelectorAll(`[${EGG_ATTR}]`)) old.remove();
  const guest = await settledGuestState();
  if (guest.status !== 'guest' || eggsQuiet(guest.guestId)) return;
  const { placeEggForGuest } = await import('./egg-place');
  await placeEggForGuest(pathname, guest.guestId);
}
