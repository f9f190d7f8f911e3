import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * §4 "actor online and offline events update … actor state" and "free show start and stop":
 * the page's live knowledge of performers, filled by the WebSocket broadcasts
 * (lib/realtime/page-reactions.ts). Server-rendered badges start from the value in the page and
 * follow this store after hydration ("the guest's home page shows her online without
 * reloading"). No zod: it sits in first-load JavaScript next to every badge (zustand is there
 * already, for the header).
 */
export type Presence = { online?: boolean; freeShow?: boolean };

type PresenceState = {
  byActor: Readonly<Record<number, Presence>>;
  actions: {
    actorOnlineChanged: (actorId: number, online: boolean) => void;
    freeShowChanged: (actorId: number, freeShow: boolean) => void;
  };
};

const NOTHING_KNOWN: Presence = {};

/** The store outside React (the WebSocket reactions, tests). */
export const presenceStore = createStore<PresenceState>()((set) => {
  const update = (actorId: number, change: Presence) =>
    set((state) => ({ byActor: { ...state.byActor, [actorId]: { ...state.byActor[actorId], ...change } } }));
  return {
    byActor: {},
    actions: {
      // §4: an actor going offline ends her free show too.
      actorOnlineChanged: (actorId, online) => update(actorId, online ? { online } : { online, freeShow: false }),
      freeShowChanged: (actorId, freeShow) => update(actorId, freeShow ? { freeShow, online: true } : { freeShow }),
    },
  };
});

/** What the page learned about her; a field is undefined while no event about it arrived since the page loaded. */
export const presenceOf = (actorId: number): Presence => presenceStore.getState().byActor[actorId] ?? NOTHING_KNOWN;

/**
 * The online state of one performer: the server-rendered value until a WebSocket event about her
 * arrives (the server snapshot is that value, so hydration matches), then the store's.
 */
export const useActorOnline = (actorId: number | undefined, initial: boolean): boolean =>
  useStore(presenceStore, (state) => (actorId === undefined ? initial : (state.byActor[actorId]?.online ?? initial)));

export const usePresenceActions = () => useStore(presenceStore, (state) => state.actions);
