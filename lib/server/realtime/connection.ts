import 'server-only';
import type { WebSocket } from 'ws';
import type { ServerMessage } from '@/lib/realtime/protocol';
import type { SessionState } from '@/lib/server/realtime/session-state';

/** One open socket and its §7 session. Messages of one socket are handled strictly in order. */
export type Connection = {
  socket: WebSocket;
  session: SessionState;
  /** Set by every ws pong; the heartbeat terminates sockets that stay silent for a round. */
  alive: boolean;
  /** Malformed messages so far; MAX_BAD_MESSAGES of them close the socket with 1002. */
  badMessages: number;
  queue: Promise<void>;
};

export function send(connection: Connection, message: ServerMessage): void {
  sendText(connection, JSON.stringify(message));
}

/** Fan-out serialises a message once and hands the same text to every socket (the fan-out target of docs/PERFORMANCE.md). */
export function sendText(connection: Connection, text: string): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text);
}
