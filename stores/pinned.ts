import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { FavoriteSubject } from '@/lib/contracts/favorites';

/**
 * The guest's favourites as every heart of the page shows them (§4: pin and unpin events toggle
 * the flag wherever it is shown). Per subject: the pinned ids read once per guest
 * (guest/favorite/ids, components/favorites/pin-loader.ts), and the changes the WebSocket
 * reported since, which win. One guest's pins at a time: another guest starts empty. Only the
 * browser fills it (after hydration, for the logged-in guest).
 */
type Pins = { loaded: ReadonlySet<number> | null; changed: ReadonlyMap<number, boolean> };
export type PinChange = { subject: FavoriteSubject; id: number; pinned: boolean };

type PinnedState = {
  /** The guest whose pins these are. */
  owner: number | null;
  pins: Partial<Record<FavoriteSubject, Pins>>;
  actions: {
    /** A read of the guest's ids starts: the pins become this guest's (another guest's go). */
    pinsRequested: (guestId: number) => void;
    pinChanged: (guestId: number, change: PinChange) => void;
    pinsLoaded: (guestId: number, subject: FavoriteSubject, ids: readonly number[]) => void;
  };
};

const NO_PINS: Pins = { loaded: null, changed: new Map() };

export const pinnedStore = createStore<PinnedState>()((set) => {
  /** The guest's pins of one subject, changed; a new guest replaces the previous guest's. */
  const change = (guestId: number, subject: FavoriteSubject, next: (pins: Pins) => Pins) =>
    set((state) => {
      const pins = state.owner === guestId ? state.pins : {};
      return { owner: guestId, pins: { ...pins, [subject]: next(pins[subject] ?? NO_PINS) } };
    });
  return {
    owner: null,
    pins: {},
    actions: {
      pinsRequested: (guestId) => set((state) => (state.owner === guestId ? state : { owner: guestId, pins: {} })),
      pinChanged: (guestId, { subject, id, pinned }) =>
        change(guestId, subject, (pins) => ({ ...pins, changed: new Map(pins.changed).set(id, pinned) })),
      pinsLoaded: (guestId, subject, ids) => change(guestId, subject, (pins) => ({ ...pins, loaded: new Set(ids) })),
    },
  };
});

function pinnedIn(state: PinnedState, subject: FavoriteSubject, id: number, guestId: number | null): boolean {
  if (guestId === null || state.owner !== guestId) return false;
  const pins = state.pins[subject];
  return pins?.changed.get(id) ?? pins?.loaded?.has(id) ?? false;
}

export const isPinned = (subject: FavoriteSubject, id: number, guestId: number | null): boolean =>
  pinnedIn(pinnedStore.getState(), subject, id, guestId);

/** Whether this guest's ids of the subject are in (then they are not read again). */
export const pinsLoadedFor = (subject: FavoriteSubject, guestId: number): boolean => {
  const state = pinnedStore.getState();
  return state.owner === guestId && Boolean(state.pins[subject]?.loaded);
};

/** The heart's flag; the server (and hydration) shows none pinned. */
export const usePinned = (subject: FavoriteSubject, id: number, guestId: number | null): boolean =>
  useStore(pinnedStore, (state) => pinnedIn(state, subject, id, guestId));

export const usePinnedActions = () => useStore(pinnedStore, (state) => state.actions);
