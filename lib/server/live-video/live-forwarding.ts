import 'server-only';
import type { ServerMessage } from '@/lib/realtime/protocol';
import { log } from '@/lib/server/log';
import type { LiveBus } from './live-bus';
import type { LiveCaller, SendToSession } from './p2p-relay';

/** Where live rooms live (lib/server/cluster/live-room-directory.ts on the database). */
export type RoomDirectory = {
  /** The process holding the room (its beat fresh), or null. */
  ownerOf(roomId: number): Promise<string | null>;
  opened(roomId: number): Promise<void>;
  /** The room closed here; false when another process has taken it over meanwhile (her tab moved). */
  closed(roomId: number): Promise<boolean>;
};

/** What the forwarding asks of this process's own signalling for a tab of another process. */
export type LocalRooms = {
  watch(caller: LiveCaller, roomId: number, chatId: number, sdp: string): Promise<ServerMessage[]>;
  leaveAsViewer(sessionId: string, roomId: number): void;
  connectionClosed(sessionId: string): void;
};

/** A tab of another process as this process's signalling knows it: `@<process>/<session>`. */
const remoteKey = (processId: string, sessionId: string) => `@${processId}/${sessionId}`;
const parseRemoteKey = (key: string) => /^@([^/]+)\/(.+)$/.exec(key);

/**
 * SFU rooms across processes (docs/ARCHITECTURE.md "Two processes"): a performer's room lives in
 * the process her studio socket published to. A guest whose socket is on another process has his
 * liveWatch forwarded to that process, which negotiates with its router exactly as for a tab of
 * its own (authorization included) and answers through the bus; later messages for his tab
 * (liveRoomClosed) travel back the same way, and his liveLeave or closed tab follows. The media
 * flows between his browser and the owner's address (its ICE candidates are in the answer).
 */
export class LiveForwarding {
  private readonly remote = new Map<string, Map<number, string>>(); // session → room → owner process
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: LiveBus,
    readonly rooms: RoomDirectory,
    private readonly local: LocalRooms,
    private readonly hubSend: SendToSession,
  ) {
    this.unsubscribe = bus.subscribe((message) => {
      if (message.kind === 'watch') {
        const caller = { sessionId: remoteKey(message.from, message.sessionId), principal: message.principal };
        void local
          .watch(caller, message.roomId, message.chatId, message.sdp)
          .then((messages) => bus.publish({ kind: 'reply', to: message.from, requestId: message.requestId, messages }))
          .catch((error) => log.error('forwarded liveWatch failed', error));
      } else if (message.kind === 'leave') local.leaveAsViewer(remoteKey(message.from, message.sessionId), message.roomId);
      else if (message.kind === 'gone') local.connectionClosed(remoteKey(message.from, message.sessionId));
      else if (message.kind === 'deliver') {
        if (message.message.type === 'liveRoomClosed') this.forget(message.sessionId, message.message.roomId);
        hubSend(message.sessionId, message.message);
      }
    });
  }

  /** Sends to a tab of this process, or through the bus to a tab of another. */
  readonly send: SendToSession = (sessionId, message) => {
    const remote = parseRemoteKey(sessionId);
    if (!remote) return this.hubSend(sessionId, message);
    this.bus.publish({ kind: 'deliver', to: remote[1]!, sessionId: remote[2]!, message });
    return true;
  };

  /** The room's process when it is not this one. */
  async ownerElsewhere(roomId: number): Promise<string | null> {
    const owner = await this.rooms.ownerOf(roomId);
    return owner && owner !== this.bus.processId ? owner : null;
  }

  async watchAt(owner: string, caller: LiveCaller, roomId: number, chatId: number, sdp: string): Promise<ServerMessage[]> {
    const rooms = this.remote.get(caller.sessionId) ?? new Map<number, string>();
    this.remote.set(caller.sessionId, rooms.set(roomId, owner));
    const reply = await this.bus.request({ kind: 'watch', to: owner, sessionId: caller.sessionId, principal: caller.principal, roomId, chatId, sdp });
    if (reply.some((message) => message.type === 'liveRoomClosed')) this.forget(caller.sessionId, roomId);
    return reply;
  }

  /** liveLeave of a room watched through another process: true when it was one. */
  leave(sessionId: string, roomId: number): boolean {
    const owner = this.remote.get(sessionId)?.get(roomId);
    if (!owner) return false;
    this.forget(sessionId, roomId);
    this.bus.publish({ kind: 'leave', to: owner, sessionId, roomId });
    return true;
  }

  connectionClosed(sessionId: string): void {
    if (!this.remote.delete(sessionId)) return;
    this.bus.publish({ kind: 'gone', sessionId });
  }

  size(): number {
    return this.remote.size;
  }

  close(): void {
    this.unsubscribe();
  }

  private forget(sessionId: string, roomId: number): void {
    const rooms = this.remote.get(sessionId);
    rooms?.delete(roomId);
    if (rooms?.size === 0) this.remote.delete(sessionId);
  }
}
