import { useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import type { FavoriteSubject } from '@/lib/contracts/favorites';
import { getGuestState, isLoggedIn } from '@/lib/guest/guest-state';
import type { RealtimeSession } from '@/lib/realtime/session';
import { type PinChange, pinChangeOf, pinEventTypes } from './pin-events';

/**
 * The guest's favourites as every heart of the page shows them (§4: pin and unpin events toggle
 * the flag wherever it is shown). Per subject: the pinned ids read once per guest
 * (guest/favorite/ids), and the changes the WebSocket reported since, which win. Only the
 * browser fills it (after hydration, for the logged-in guest); another guest starts empty.
 */
type Pins = { loaded: ReadonlySet<number> | null; changed: Map<number, boolean> };
export type FetchPinnedIds = (subject: FavoriteSubject, locale: Locale, accessToken: string) => Promise<number[]>;

let owner: number | null = null;
let pins = new Map<FavoriteSubject, Pins>();
const loading = new Set<FavoriteSubject>();
const listeners = new Set<() => void>();
const watched = new WeakSet<RealtimeSession>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The guest's pins of one subject; a new guest replaces the previous guest's. */
function pinsOf(guestId: number, subject: FavoriteSubject): Pins {
  if (owner !== guestId) {
    owner = guestId;
    pins = new Map();
    loading.clear();
  }
  let entry = pins.get(subject);
  if (!entry) pins.set(subject, (entry = { loaded: null, changed: new Map() }));
  return entry;
}

export function isPinned(subject: FavoriteSubject, id: number, guestId: number | null): boolean {
  if (guestId === null || owner !== guestId) return false;
  const entry = pins.get(subject);
  return entry?.changed.get(id) ?? entry?.loaded?.has(id) ?? false;
}

export function applyPinChange(guestId: number, change: PinChange): void {
  pinsOf(guestId, change.subject).changed.set(change.id, change.pinned);
  notify();
}

const fetchPinnedIds: FetchPinnedIds = async (subject, locale, accessToken) => {
  const [{ restRequest }, { favoriteIdsResponseSchema }] = await Promise.all([import('@/lib/api/rest'), import('@/lib/contracts/favorites')]);
  const { data } = await restRequest('guest/favorite/ids', { language: locale, accessToken, query: { subject }, schema: favoriteIdsResponseSchema });
  return data.ids;
};

/** Reads the guest's pinned ids of a subject once (again only after a failure or for another guest). */
export async function loadPins(
  subject: FavoriteSubject,
  guest: { guestId: number; accessToken: string },
  locale: Locale,
  fetchIds: FetchPinnedIds = fetchPinnedIds,
): Promise<void> {
  const entry = pinsOf(guest.guestId, subject);
  if (entry.loaded || loading.has(subject)) return;
  loading.add(subject);
  try {
    const ids = await fetchIds(subject, locale, guest.accessToken);
    if (owner !== guest.guestId) return;
    entry.loaded = new Set(ids);
    notify();
  } catch {
    // The hearts stay empty; the next heart to mount asks again.
  } finally {
    if (owner === guest.guestId) loading.delete(subject);
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
      if (change && isLoggedIn(guest)) applyPinChange(guest.guestId, change);
    });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePinned(subject: FavoriteSubject, id: number, guestId: number | null): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isPinned(subject, id, guestId),
    () => false,
  );
}
