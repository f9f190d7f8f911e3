import 'server-only';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import type { DbOrTx } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import type { RealtimeHub } from '@/lib/server/realtime/hub';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { endGuestRunningChat } from './end-chat';

/**
 * How long a guest may be without any open page before his running chat ends with 103: long
 * enough for a reload or a network blip (the page reconnects and resumes the chat, chat/current),
 * short enough that a closed tab does not hold the performer's private chat.
 */
export const PAGE_GONE_GRACE_MS = 15_000;

type Hub = Pick<RealtimeHub, 'isGuestConnected' | 'onConnectionClosed'>;

/**
 * §3 exit 103 "page closed": when the last socket of a guest closes and none comes back within
 * the grace, his running chat ends, billed up to the moment the page went (the media stopped then
 * too: a closed tab leaves its SFU room at once, a peer call reports its loss). Decided by the
 * server, so a tab killed without unload handlers ends the same way. Per process: with several
 * processes the check moves to shared presence (docs/ARCHITECTURE.md "When one machine is not enough").
 */
export function endChatsOfClosedPages(hub: Hub, db: DbOrTx, pubsub: PubSub, graceMs = PAGE_GONE_GRACE_MS): () => void {
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const stopListening = hub.onConnectionClosed((session, { shuttingDown }) => {
    const guestId = session.guestId;
    // A server going down closes every page; they reconnect to the next one and resume.
    if (shuttingDown || guestId === null || hub.isGuestConnected(guestId)) return;
    const closedAt = new Date();
    clearTimeout(timers.get(guestId));
    const timer = setTimeout(() => {
      timers.delete(guestId);
      if (hub.isGuestConnected(guestId)) return;
      endGuestRunningChat(db, pubsub, guestId, CHAT_EXIT.pageClosed, closedAt).catch((error) => log.warn(`guest ${guestId}: ending the chat of a closed page failed`, error));
    }, graceMs);
    timer.unref();
    timers.set(guestId, timer);
  });
  return () => {
    stopListening();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
