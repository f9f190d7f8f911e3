import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { closeCodes, MAX_MESSAGE_BYTES, type ServerMessage } from '@/lib/realtime/protocol';
import { log } from '@/lib/server/log';
import { subscribeToActorEvents } from '@/lib/server/realtime/actor-events';
import { subscribeToBroadcast } from '@/lib/server/realtime/broadcast-events';
import { type Connection, sendText } from '@/lib/server/realtime/connection';
import { ConnectionIndex } from '@/lib/server/realtime/connection-index';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import { processFrame } from '@/lib/server/realtime/process-frame';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { endsLogin, isLoggedIn, isPerformerSession, type MessageHandler, type SessionState, withoutLogin } from '@/lib/server/realtime/session-state';

export type RealtimeHub = {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sends to every socket of a logged-in guest in this process; returns how many got it. */
  sendToGuest(guestId: number, message: ServerMessage): number;
  /** Sends to every performer (studio) socket of the actor in this process; returns how many got it. */
  sendToActor(actorId: number, message: ServerMessage): number;
  /** Sends to the one socket whose session has this id (signalling reaches the tab that asked). */
  sendToSession(sessionId: string, message: ServerMessage): boolean;
  /** Whether a logged-in guest still has an open socket in this process (a closed page's chat ends, lib/server/chat/page-gone.ts). */
  isGuestConnected(guestId: number): boolean;
  /** The logged-in guests with at least one open socket in this process (§7 internal onlineGuests). */
  connectedGuestIds(): number[];
  /**
   * Called with the session of every socket that closes (live video leaves its rooms);
   * `shuttingDown` while `close()` closes them all (the pages come back to the next server).
   */
  onConnectionClosed(listener: (session: SessionState, close: { shuttingDown: boolean }) => void): () => void;
  /** Sends to every open socket in this process, logged in or not (actorOnline, pageReload, …). */
  broadcast(message: ServerMessage): number;
  connectionCount(): number;
  /** Closes every socket (default 1001 going away) and stops the heartbeat. */
  close(code?: number): Promise<void>;
};

export const HEARTBEAT_INTERVAL_MS = 30_000;

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

const newSession = (): SessionState => ({ sessionId: randomUUID(), language: 'en', guestId: null, actorId: null, tokenExpiresAt: null });

export type HubOptions = {
  /** Answers every parsed frame: the table of lib/server/ws/dispatch.ts (the transport knows no domain). */
  handleMessage: MessageHandler;
  pubsub?: PubSub;
  heartbeatMs?: number;
};

/**
 * The transport: sockets indexed per guest, performer and session, the heartbeat, the PubSub
 * fan-out. lib/server/ws/attach.ts builds it with the frame handlers (createRealtimeHub).
 */
export function createHub(options: HubOptions): RealtimeHub {
  // ws closes a connection whose message exceeds maxPayload with 1009 by itself; no
  // permessage-deflate (docs/PERFORMANCE.md: it costs memory per socket and fan-out rate).
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, clientTracking: false, perMessageDeflate: false });
  const connections = new Set<Connection>();
  const byGuest = new ConnectionIndex();
  const byActor = new ConnectionIndex();
  const bySession = new Map<string, Connection>();
  const closeListeners = new Set<(session: SessionState, close: { shuttingDown: boolean }) => void>();
  let closing = false;

  function reindex(connection: Connection, before: SessionState): void {
    byGuest.move(connection, before.guestId, connection.session.guestId);
    byActor.move(connection, before.actorId ?? null, connection.session.actorId ?? null);
    if (before.sessionId !== connection.session.sessionId && bySession.get(before.sessionId) === connection) {
      bySession.delete(before.sessionId);
      bySession.set(connection.session.sessionId, connection);
    }
  }

  function onConnection(socket: WebSocket): void {
    const connection: Connection = { socket, session: newSession(), alive: true, badMessages: 0, queue: Promise.resolve() };
    connections.add(connection);
    bySession.set(connection.session.sessionId, connection);
    socket.on('pong', () => (connection.alive = true));
    socket.on('error', (error) => log.debug('realtime socket error', error));
    socket.on('close', () => {
      connections.delete(connection);
      const before = connection.session;
      connection.session = { ...before, guestId: null, actorId: null };
      reindex(connection, before);
      if (bySession.get(before.sessionId) === connection) bySession.delete(before.sessionId);
      for (const listener of closeListeners) {
        try {
          listener(before, { shuttingDown: closing });
        } catch (error) {
          log.error('realtime close listener failed', error);
        }
      }
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return socket.close(closeCodes.PROTOCOL_ERROR, 'Binary frames are not supported.');
      const text = toBuffer(data).toString('utf8');
      connection.queue = connection.queue
        .then(async () => {
          const before = connection.session;
          await processFrame(connection, text, options.handleMessage);
          // A socket that closed while its message was handled must not be indexed again.
          if (connections.has(connection)) reindex(connection, before);
        })
        .catch((error: unknown) => log.error('realtime frame failed', error));
    });
  }

  /**
   * The guest's login is over (reset, lock: the event just went to his pages): his sockets become
   * anonymous, so their later frames are refused like a visitor's. Queued behind the frames already
   * received, which the frame handler confirms against the database itself.
   */
  function endGuestLogins(guestId: number): void {
    for (const connection of byGuest.get(guestId)) {
      connection.queue = connection.queue.then(() => {
        if (connection.session.guestId !== guestId || !connections.has(connection)) return;
        const before = connection.session;
        connection.session = withoutLogin(before);
        reindex(connection, before);
      });
    }
  }

  const heartbeat = setInterval(() => {
    // Sockets that did not answer the last ping are dead: drop them without a close handshake.
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();

  function sendWhere(targets: Iterable<Connection>, message: ServerMessage, accept: (session: SessionState) => boolean): number {
    let text: string | null = null;
    let sent = 0;
    for (const connection of targets) {
      if (!accept(connection.session)) continue;
      text ??= JSON.stringify(message);
      sendText(connection, text);
      sent += 1;
    }
    return sent;
  }

  const unsubscribers = options.pubsub
    ? [
        subscribeToGuestEvents(options.pubsub, (event) => {
          hub.sendToGuest(event.guestId, event.message);
          if (endsLogin(event.message)) endGuestLogins(event.guestId);
        }),
        subscribeToActorEvents(options.pubsub, (event) => hub.sendToActor(event.actorId, event.message)),
        subscribeToBroadcast(options.pubsub, (message) => hub.broadcast(message)),
      ]
    : [];

  const hub: RealtimeHub = {
    handleUpgrade(req, socket, head) {
      if (closing) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, onConnection);
    },
    sendToGuest: (guestId, message) => sendWhere(byGuest.get(guestId), message, (session) => isLoggedIn(session)),
    sendToActor: (actorId, message) => sendWhere(byActor.get(actorId), message, (session) => isPerformerSession(session, actorId)),
    sendToSession(sessionId, message) {
      const connection = bySession.get(sessionId);
      if (!connection || connection.socket.readyState !== connection.socket.OPEN) return false;
      sendText(connection, JSON.stringify(message));
      return true;
    },
    isGuestConnected: (guestId) => [...byGuest.get(guestId)].length > 0,
    connectedGuestIds: () => byGuest.ids(),
    onConnectionClosed(listener) {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },
    broadcast: (message) => sendWhere(connections, message, () => true),
    connectionCount: () => connections.size,
    async close(code = closeCodes.GOING_AWAY) {
      closing = true;
      clearInterval(heartbeat);
      for (const unsubscribe of unsubscribers) unsubscribe();
      const closed = [...connections].map(
        (connection) =>
          new Promise<void>((resolve) => {
            connection.socket.once('close', () => resolve());
            connection.socket.close(code, 'Server is shutting down.');
            // A peer that never answers the close frame is cut off.
            setTimeout(() => (connection.socket.terminate(), resolve()), 2_000).unref();
          }),
      );
      await Promise.all(closed);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
  return hub;
}
