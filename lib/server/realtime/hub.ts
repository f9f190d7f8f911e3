import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { closeCodes, MAX_MESSAGE_BYTES, type ServerMessage } from '@/lib/realtime/protocol';
import { log } from '@/lib/server/log';
import { subscribeToGuestEvents } from '@/lib/server/realtime/guest-events';
import { type Connection, send } from '@/lib/server/realtime/connection';
import { processFrame } from '@/lib/server/realtime/process-frame';
import { isLoggedIn } from '@/lib/server/realtime/handlers';
import type { PubSub } from '@/lib/server/realtime/pubsub';

export type RealtimeHub = {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Sends to every socket of a logged-in guest in this process; returns how many got it. */
  sendToGuest(guestId: number, message: ServerMessage): number;
  connectionCount(): number;
  /** Closes every socket (default 1001 going away) and stops the heartbeat. */
  close(code?: number): Promise<void>;
};

export const HEARTBEAT_INTERVAL_MS = 30_000;

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}

export function createRealtimeHub(options: { pubsub?: PubSub; heartbeatMs?: number } = {}): RealtimeHub {
  // ws closes a connection whose message exceeds maxPayload with 1009 by itself.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, clientTracking: false });
  const connections = new Set<Connection>();
  const byGuest = new Map<number, Set<Connection>>();
  let closing = false;

  function index(connection: Connection, before: number | null): void {
    const after = connection.session.guestId;
    if (before === after) return;
    if (before !== null) byGuest.get(before)?.delete(connection);
    if (before !== null && byGuest.get(before)?.size === 0) byGuest.delete(before);
    if (after !== null) byGuest.set(after, (byGuest.get(after) ?? new Set()).add(connection));
  }

  function onConnection(socket: WebSocket): void {
    const connection: Connection = {
      socket,
      session: { sessionId: randomUUID(), language: 'en', guestId: null, tokenExpiresAt: null },
      alive: true,
      badMessages: 0,
      queue: Promise.resolve(),
    };
    connections.add(connection);
    socket.on('pong', () => (connection.alive = true));
    socket.on('error', (error) => log.debug('realtime socket error', error));
    socket.on('close', () => {
      connections.delete(connection);
      const guestId = connection.session.guestId;
      connection.session = { ...connection.session, guestId: null };
      index(connection, guestId);
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return socket.close(closeCodes.PROTOCOL_ERROR, 'Binary frames are not supported.');
      const text = toBuffer(data).toString('utf8');
      connection.queue = connection.queue
        .then(async () => {
          const before = connection.session.guestId;
          await processFrame(connection, text);
          // A socket that closed while its message was handled must not be indexed again.
          if (connections.has(connection)) index(connection, before);
        })
        .catch((error: unknown) => log.error('realtime frame failed', error));
    });
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

  const unsubscribe = options.pubsub
    ? subscribeToGuestEvents(options.pubsub, (event) => hub.sendToGuest(event.guestId, event.message))
    : () => {};

  const hub: RealtimeHub = {
    handleUpgrade(req, socket, head) {
      if (closing) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, onConnection);
    },
    sendToGuest(guestId, message) {
      let sent = 0;
      for (const connection of byGuest.get(guestId) ?? []) {
        if (!isLoggedIn(connection.session)) continue;
        send(connection, message);
        sent += 1;
      }
      return sent;
    },
    connectionCount: () => connections.size,
    async close(code = closeCodes.GOING_AWAY) {
      closing = true;
      clearInterval(heartbeat);
      unsubscribe();
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
