/**
 * §4 "actor online and offline events update … actor state" and "free show start and stop":
 * the page's live knowledge of performers, filled by the WebSocket broadcasts
 * (lib/realtime/page-reactions.ts). Server-rendered badges start from the value in the page and
 * follow this store after hydration ("the guest's home page shows her online without
 * reloading"). No zod, no zustand: it sits in first-load JavaScript next to every badge.
 */
type Presence = { online?: boolean; freeShow?: boolean };

const byActor = new Map<number, Presence>();
const listeners = new Set<() => void>();

function update(actorId: number, change: Presence): void {
  byActor.set(actorId, { ...byActor.get(actorId), ...change });
  for (const listener of listeners) listener();
}

export const presenceStore = {
  setOnline(actorId: number, online: boolean): void {
    // §4: an actor going offline ends her free show too.
    update(actorId, online ? { online } : { online, freeShow: false });
  },
  setFreeShow(actorId: number, freeShow: boolean): void {
    update(actorId, freeShow ? { freeShow, online: true } : { freeShow });
  },
  /** undefined: no event about her since the page loaded (the server-rendered value holds). */
  online(actorId: number): boolean | undefined {
    return byActor.get(actorId)?.online;
  },
  freeShow(actorId: number): boolean | undefined {
    return byActor.get(actorId)?.freeShow;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests only: forget everything. */
  clear(): void {
    byActor.clear();
  },
};
