import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * §4 "actor online and offline events update … actor state" and "free show start and stop":
 * the page's live knowledge of performers, filled by the WebSocket broadcasts
 * (lib/realtime/page-reactions.ts) and by the presence snapshot the page asks for after every
 * session acknowledgement (components/realtime/sync-page-state.ts). Server-rendered badges start
 * from the value in the page and follow this store after hydration ("the guest's home page shows
 * her online without reloading"). No zod: it sits in first-load JavaScript next to every badge
 * (zustand is there already, for the header).
 *
 * `version` orders what the page learnt about her online state (actors.presence_version, raised
 * by every switch): a snapshot read before an event already applied, or an event older than the
 * snapshot, must not take the page back (presenceIsNewer).
 */
export type Presence = { online?: boolean; freeShow?: boolean; version?: number };
export type PresenceSnapshotEntry = { actorId: number; online: boolean; version: number };

type PresenceState = {
  byActor: Readonly<Record<number, Presence>>;
  actions: {
    /** version: the switch's presence version; absent from a server that does not order them (applied in arrival order). */
    actorOnlineChanged: (actorId: number, online: boolean, version?: number) => void;
    freeShowChanged: (actorId: number, freeShow: boolean) => void;
    snapshotReceived: (entries: readonly PresenceSnapshotEntry[]) => void;
  };
};

/**
 * "Subscribe first, then read, then apply events newer than the read": what the page knows about
 * her changes only for a newer version. Nothing known yet (or only unordered knowledge, the
 * rendered page included) is older than anything ordered.
 */
export function presenceIsNewer(incoming: number | undefined, known: number | undefined): boolean {
  return incoming === undefined || known === undefined || incoming > known;
}

const NOTHING_KNOWN: Presence = {};

/** §4: an actor going offline ends her free show too. An unordered change forgets the version. */
const onlineChange = (online: boolean, version: number | undefined): Presence => (online ? { online, version } : { online, freeShow: false, version });

/** The store outside React (the WebSocket reactions, tests). */
export const presenceStore = createStore<PresenceState>()((set) => {
  const update = (actorId: number, change: (known: Presence) => Presence | null) =>
    set((state) => {
      const known = state.byActor[actorId] ?? NOTHING_KNOWN;
      const next = change(known);
      return next ? { byActor: { ...state.byActor, [actorId]: { ...known, ...next } } } : state;
    });
  return {
    byActor: {},
    actions: {
      actorOnlineChanged: (actorId, online, version) => update(actorId, (known) => (presenceIsNewer(version, known.version) ? onlineChange(online, version) : null)),
      // A free show means she is on air, hence online, unless an ordered online state is known:
      // free show events carry no version, so they never overrule the switch's own events.
      freeShowChanged: (actorId, freeShow) => update(actorId, (known) => (freeShow && known.version === undefined ? { freeShow, online: true } : { freeShow })),
      snapshotReceived: (entries) =>
        set((state) => {
          const byActor = { ...state.byActor };
          for (const { actorId, online, version } of entries) {
            const known = byActor[actorId] ?? NOTHING_KNOWN;
            if (version !== undefined && presenceIsNewer(version, known.version)) byActor[actorId] = { ...known, ...onlineChange(online, version) };
          }
          return { byActor };
        }),
    },
  };
});

/** What the page learned about her; a field is undefined while no event about it arrived since the page loaded. */
export const presenceOf = (actorId: number): Presence => presenceStore.getState().byActor[actorId] ?? NOTHING_KNOWN;

/**
 * The performers the page shows right now (mounted badges, counted per actor): the session asks
 * for their presence after every acknowledgement, and for a newly shown one at once. Browser-only
 * module state: only effects write it.
 */
const watched = new Map<number, number>();
const watchListeners = new Set<(actorId: number) => void>();

/** A badge of her mounted; returns the unmount. */
export function watchActor(actorId: number): () => void {
  const count = watched.get(actorId) ?? 0;
  watched.set(actorId, count + 1);
  if (count === 0) for (const listener of watchListeners) listener(actorId);
  let watching = true;
  return () => {
    if (!watching) return;
    watching = false;
    const left = (watched.get(actorId) ?? 1) - 1;
    if (left > 0) watched.set(actorId, left);
    else watched.delete(actorId);
  };
}

export const watchedActors = (): number[] => [...watched.keys()];

/** Called with every performer the page starts showing; returns the unsubscribe. */
export function onActorWatched(listener: (actorId: number) => void): () => void {
  watchListeners.add(listener);
  return () => watchListeners.delete(listener);
}

/**
 * The online state of one performer: the server-rendered value until the page learns about her
 * (an event or the snapshot; the server snapshot is that value, so hydration matches), then the
 * store's. Mounting registers her as shown, so the session asks for her current state.
 */
export const useActorOnline = (actorId: number | undefined, initial: boolean): boolean => {
  useEffect(() => (actorId === undefined ? undefined : watchActor(actorId)), [actorId]);
  return useStore(presenceStore, (state) => (actorId === undefined ? initial : (state.byActor[actorId]?.online ?? initial)));
};

export const usePresenceActions = () => useStore(presenceStore, (state) => state.actions);
