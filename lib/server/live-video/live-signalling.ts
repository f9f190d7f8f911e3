import 'server-only';
import type { P2PParty, P2PPayload } from '@/lib/realtime/live-message-types';
import type { RealtimeErrorCode, ServerMessage } from '@/lib/realtime/protocol';
import { type ErrorCode, isAppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';
import type { LiveAccess } from '@/lib/server/live-video/live-access';
import { chatOfViewer, chatViewerId, type MediaRouter, type MediaRouterEvent } from '@/lib/server/live-video/media-router';
import { type LiveCaller, P2PRelay, type SendToSession } from '@/lib/server/live-video/p2p-relay';
import type { LiveBus } from './live-bus';
import { LiveForwarding, type RoomDirectory } from './live-forwarding';

/** Several processes on one database: the bus between them and the directory of rooms (docs/ARCHITECTURE.md "Two processes"). */
export type LiveCluster = { bus: LiveBus; rooms: RoomDirectory };

const realtimeCodes: Partial<Record<ErrorCode, RealtimeErrorCode>> = {
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'NOT_FOUND',
  VALIDATION_FAILED: 'BAD_MESSAGE',
  BAD_REQUEST: 'BAD_MESSAGE',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'UNAUTHORIZED',
};

const closedMessage = (roomId: number): ServerMessage => ({ type: 'liveRoomClosed', roomId });

/**
 * The live video side of the hub: which tab publishes which room and which tab owns
 * which viewer, so answers and room closings reach that one tab, and a closed tab leaves every
 * room it was in. A refusal is the hub's usual error plus liveRoomClosed for the room, so the
 * tab knows which request ended; nothing is set up for it.
 */
export class LiveSignalling {
  private readonly watching = new Map<string, Map<number, string>>(); // session → room → viewer id
  private readonly owners = new Map<string, string>(); // `${room}/${viewer}` → session
  private readonly publishers = new Map<number, string>(); // room → session
  private readonly relay: P2PRelay;
  private readonly stopListening: () => void;
  private readonly forwarding: LiveForwarding | null;
  private readonly send: SendToSession;

  constructor(
    private readonly router: MediaRouter,
    private readonly access: LiveAccess,
    hubSend: SendToSession,
    cluster?: LiveCluster,
  ) {
    this.forwarding = cluster ? new LiveForwarding(cluster.bus, cluster.rooms, this.localRooms(), hubSend) : null;
    this.send = this.forwarding?.send ?? hubSend;
    this.relay = new P2PRelay(access, hubSend, cluster?.bus.p2p());
    this.stopListening = router.on((event) => this.onRouterEvent(event));
  }

  async publish(caller: LiveCaller, sdp: string): Promise<ServerMessage[]> {
    if (caller.principal.kind !== 'performer') return [refusal('UNAUTHORIZED', 'livePublish needs a performer (studio) session.')];
    const roomId = caller.principal.actorId;
    try {
      const { answerSdp } = await this.router.publish(roomId, sdp);
      const previous = this.publishers.get(roomId);
      // Another of her tabs took over the room: the old one stops (and stops re-publishing).
      if (previous && previous !== caller.sessionId) this.send(previous, closedMessage(roomId));
      this.publishers.set(roomId, caller.sessionId);
      // Guests on other processes find her room here from now on.
      await this.forwarding?.rooms.opened(roomId).catch((error) => log.error(`room ${roomId}: not registered`, error));
      if (!previous) this.access.onRoomOpened?.(roomId);
      return [{ type: 'liveAnswer', roomId, sdp: answerSdp }];
    } catch (error) {
      return [failure('livePublish', error), closedMessage(roomId)];
    }
  }

  async watch(caller: LiveCaller, roomId: number, chatId: number, sdp: string): Promise<ServerMessage[]> {
    // Her room lives in another process: the negotiation happens there (live-forwarding.ts).
    const owner = await this.forwarding?.ownerElsewhere(roomId);
    if (owner && this.forwarding) {
      this.leaveAsViewer(caller.sessionId, roomId);
      return this.forwarding.watchAt(owner, caller, roomId, chatId, sdp);
    }
    return this.watchHere(caller, roomId, chatId, sdp);
  }

  private async watchHere(caller: LiveCaller, roomId: number, chatId: number, sdp: string): Promise<ServerMessage[]> {
    if (!(await this.access.canWatch(caller.principal, roomId, chatId))) {
      return [refusal('UNAUTHORIZED', 'liveWatch: not allowed in this room and chat.'), closedMessage(roomId)];
    }
    // A performer previews her own room per tab; a guest's chat has one stream, whichever tab.
    const viewerId = caller.principal.kind === 'performer' ? `self:${caller.sessionId}` : chatViewerId(chatId);
    const rooms = this.watching.get(caller.sessionId) ?? new Map<number, string>();
    this.watching.set(caller.sessionId, rooms);
    const before = rooms.get(roomId);
    if (before && before !== viewerId) this.leaveAsViewer(caller.sessionId, roomId);
    const owner = this.owners.get(`${roomId}/${viewerId}`);
    if (owner && owner !== caller.sessionId) {
      this.forget(owner, roomId, viewerId);
      this.send(owner, closedMessage(roomId));
    }
    this.owners.set(`${roomId}/${viewerId}`, caller.sessionId);
    rooms.set(roomId, viewerId);
    try {
      const { answerSdp } = await this.router.subscribe(roomId, viewerId, sdp);
      return [{ type: 'liveAnswer', roomId, sdp: answerSdp }];
    } catch (error) {
      if (this.owners.get(`${roomId}/${viewerId}`) === caller.sessionId) this.forget(caller.sessionId, roomId, viewerId);
      return [failure('liveWatch', error), closedMessage(roomId)];
    }
  }

  async leave(caller: LiveCaller, roomId: number): Promise<ServerMessage[]> {
    if (this.forwarding?.leave(caller.sessionId, roomId)) return [];
    this.leaveAsViewer(caller.sessionId, roomId);
    if (this.publishers.get(roomId) === caller.sessionId) {
      this.publishers.delete(roomId);
      await this.router.closeRoom(roomId);
    }
    return [];
  }

  signalP2P(caller: LiveCaller, chatId: number, to: P2PParty, payload: P2PPayload): Promise<ServerMessage[]> {
    return this.relay.signal(caller, chatId, to, payload);
  }

  /** A closed tab leaves its rooms at once; a publishing tab's room waits the grace for her return. */
  connectionClosed(sessionId: string): void {
    for (const roomId of [...(this.watching.get(sessionId)?.keys() ?? [])]) this.leaveAsViewer(sessionId, roomId);
    this.watching.delete(sessionId);
    for (const [roomId, owner] of this.publishers) {
      if (owner !== sessionId) continue;
      this.publishers.delete(roomId);
      void this.router.closeRoom(roomId, { graceMs: this.router.publisherGraceMs });
    }
    this.relay.connectionClosed(sessionId);
    this.forwarding?.connectionClosed(sessionId);
  }

  /** What is still held (tests: a closed connection leaves nothing behind). */
  size(): { viewers: number; publishers: number; p2pChats: number } {
    return { viewers: this.owners.size, publishers: this.publishers.size, p2pChats: this.relay.size().chats };
  }

  /** Shutdown: the router's last events (every room closing) change nothing any more — the chats of a stopped process are settled by the leader (903). */
  close(): void {
    this.stopListening();
    this.forwarding?.close();
  }

  /** What another process's tabs may do here: watch (no second forwarding), leave, close. */
  private localRooms() {
    return {
      watch: (caller: LiveCaller, roomId: number, chatId: number, sdp: string) => this.watchHere(caller, roomId, chatId, sdp),
      leaveAsViewer: (sessionId: string, roomId: number) => this.leaveAsViewer(sessionId, roomId),
      connectionClosed: (sessionId: string) => this.connectionClosed(sessionId),
    };
  }

  private leaveAsViewer(sessionId: string, roomId: number): void {
    const viewerId = this.watching.get(sessionId)?.get(roomId);
    if (!viewerId) return;
    this.forget(sessionId, roomId, viewerId);
    void this.router.unsubscribe(roomId, viewerId);
  }

  private forget(sessionId: string, roomId: number, viewerId: string): void {
    if (this.owners.get(`${roomId}/${viewerId}`) === sessionId) this.owners.delete(`${roomId}/${viewerId}`);
    const rooms = this.watching.get(sessionId);
    if (rooms?.get(roomId) === viewerId) rooms.delete(roomId);
    if (rooms?.size === 0) this.watching.delete(sessionId);
  }

  private onRouterEvent(event: MediaRouterEvent): void {
    if (event.type === 'viewerMedia') {
      const chatId = chatOfViewer(event.viewerId);
      if (chatId !== null) this.access.onViewerMedia(chatId, event.state);
    } else if (event.type === 'viewerClosed' && event.reason !== 'replaced') {
      const owner = this.owners.get(`${event.roomId}/${event.viewerId}`);
      if (!owner) return; // the tab itself left
      this.forget(owner, event.roomId, event.viewerId);
      // 'failed': the browser re-negotiates by itself; closed or removed by the server: it stops.
      if (event.reason !== 'failed') this.send(owner, closedMessage(event.roomId));
    } else if (event.type === 'roomClosed') {
      const publisher = this.publishers.get(event.roomId);
      this.publishers.delete(event.roomId);
      if (publisher) this.send(publisher, closedMessage(event.roomId));
      if (!this.forwarding) return this.access.onRoomClosed?.(event.roomId);
      // Her tab may have published to another process meanwhile: her chats go on there.
      void this.forwarding.rooms
        .closed(event.roomId)
        .then((stillOurs) => stillOurs && this.access.onRoomClosed?.(event.roomId))
        .catch((error) => log.error(`room ${event.roomId}: closing failed`, error));
    }
  }
}

function refusal(code: RealtimeErrorCode, message: string): ServerMessage {
  return { type: 'error', code, message };
}

function failure(what: string, error: unknown): ServerMessage {
  const code = isAppError(error) ? realtimeCodes[error.code] : undefined;
  if (code && isAppError(error)) return refusal(code, `${what}: ${error.message}`);
  log.error(`${what} failed`, error);
  return refusal('INTERNAL', `${what}: the connection could not be set up.`);
}
