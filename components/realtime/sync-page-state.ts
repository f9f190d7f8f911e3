import { MAX_SNAPSHOT_ACTORS } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';
import { onActorWatched, presenceStore, watchedActors } from '@/stores/presence';

type SessionPort = Pick<RealtimeSession, 'on' | 'send' | 'isOpen'>;

/** Performers that start showing within this window are asked for together (a list renders many tiles at once). */
const BATCH_MS = 50;

/**
 * "Subscribe first, then read, then apply events newer than the read": after every sessionAck
 * (the first one, each reconnect, a login) the server has the socket subscribed, so the page
 * asks for the current state of what it shows (requestSnapshot, lib/server/ws/session-snapshot.ts):
 * the presence of the performers on it and, logged in, the guest's balance and a chat that ended
 * meanwhile. Events from before the socket — a performer who went online while the page loaded,
 * a switch while the network was down — are then never lost. Presence answers go to the store,
 * which keeps the newer of snapshot and event (stores/presence.ts); guestBalance carries the
 * balance's version too (stores/guest-session.ts keeps the newer); chatEnd reaches its usual reaction. Unread counts and notifications are asked again on the ack by
 * their own readers (lib/realtime/query-invalidation.ts, components/notifications).
 */
export function syncPageState(session: SessionPort): () => void {
  // Performers asked about since the last acknowledgement; the next one asks for all again.
  let asked = new Set<number>();
  let pending: number[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const request = (actorIds: number[], guest: boolean) => {
    if (actorIds.length === 0 && guest) session.send({ type: 'requestSnapshot', actorIds: [], guest });
    for (let start = 0; start < actorIds.length; start += MAX_SNAPSHOT_ACTORS) {
      session.send({ type: 'requestSnapshot', actorIds: actorIds.slice(start, start + MAX_SNAPSHOT_ACTORS), ...(guest && start === 0 ? { guest } : {}) });
    }
  };

  const flush = () => {
    timer = null;
    const actorIds = pending;
    pending = [];
    if (session.isOpen()) request(actorIds, false);
  };

  const stops = [
    session.on('sessionAck', (ack) => {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = [];
      asked = new Set(watchedActors());
      request([...asked], ack.loggedIn);
    }),
    session.on('presenceSnapshot', (snapshot) => presenceStore.getState().actions.snapshotReceived(snapshot.actors)),
    // A performer the page starts showing after the ack (a client navigation, more tiles): her
    // rendered state may be older than the socket, so she is asked for too.
    onActorWatched((actorId) => {
      if (!session.isOpen() || asked.has(actorId)) return;
      asked.add(actorId);
      pending.push(actorId);
      timer ??= setTimeout(flush, BATCH_MS);
    }),
  ];
  return () => {
    if (timer) clearTimeout(timer);
    for (const stop of stops) stop();
  };
}
