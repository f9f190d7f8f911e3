import type { Locale } from '@/i18n/routing';
import type { FavoriteSubject } from '@/lib/contracts/favorites';
import type { RealtimeSession } from '@/lib/realtime/session';
import { getGuestState, isLoggedIn } from '@/stores/guest';
import { pinnedStore, pinsLoadedFor } from '@/stores/pinned';
import { pinChangeOf, pinEventTypes } from './pin-events';

/**
 * What fills the pinned store (stores/pinned.ts): the guest's pinned ids, read once per guest and
 * subject (lib/queries/favorites.ts), and the session's pin and unpin events.
 */
export type FetchPinnedIds = (subject: FavoriteSubject, locale: Locale, accessToken: string) => Promise<number[]>;

/** Reads in flight, per guest and subject. */
const loading = new Set<string>();
const watched = new WeakSet<RealtimeSession>();

// The factory module loads on first use, with the REST client.
const fetchPinnedIds: FetchPinnedIds = async (subject, locale, accessToken) => (await import('@/lib/queries/favorites')).fetchFavoriteIds(subject, locale, accessToken);

/** Reads the guest's pinned ids of a subject once (again only after a failure or for another guest). */
export async function loadPins(
  subject: FavoriteSubject,
  guest: { guestId: number; accessToken: string },
  locale: Locale,
  fetchIds: FetchPinnedIds = fetchPinnedIds,
): Promise<void> {
  const key = `${guest.guestId}:${subject}`;
  const { actions } = pinnedStore.getState();
  actions.pinsRequested(guest.guestId);
  if (pinsLoadedFor(subject, guest.guestId) || loading.has(key)) return;
  loading.add(key);
  try {
    const ids = await fetchIds(subject, locale, guest.accessToken);
    // Another guest's pins since: these ids are nobody's now.
    if (pinnedStore.getState().owner !== guest.guestId) return;
    actions.pinsLoaded(guest.guestId, subject, ids);
  } catch {
    // The hearts stay empty; the next heart to mount asks again.
  } finally {
    loading.delete(key);
  }
}

/**
 * Applies the session's pin and unpin events to the logged-in guest's pins. Once per session and
 * for its whole life, not per heart: a pin that lands while no heart of its subject is on screen
 * (the §3 pending pin after login, with the enlarged picture closed) must still count.
 */
export function watchPins(session: RealtimeSession): void {
  if (watched.has(session)) return;
  watched.add(session);
  for (const type of pinEventTypes) {
    session.on(type, (message) => {
      const change = pinChangeOf(message);
      const guest = getGuestState();
      if (change && isLoggedIn(guest)) pinnedStore.getState().actions.pinChanged(guest.guestId, change);
    });
  }
}
