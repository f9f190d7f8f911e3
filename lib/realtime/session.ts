import {
  closeCodes,
  needsLogin,
  type OutgoingMessage,
  PING_INTERVAL_MS,
  type RealtimeLanguage,
  type ServerMessage,
  type ServerMessageOf,
  type ServerMessageType,
} from '@/lib/realtime/message-types';
import { HandlerRegistry } from '@/lib/realtime/handler-registry';
import { Outbox } from '@/lib/realtime/outbox';
import { reconnectDelay } from '@/lib/realtime/reconnect-delay';
import { FrameReader } from '@/lib/realtime/frame-reader';

/** The part of the browser WebSocket the session uses; tests inject a fake. */
export type SocketLike = {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};
export type SocketFactory = new (url: string) => SocketLike;

/** §8 real-time errors; components/realtime/realtime-session.tsx sends them to /rest/v1/logger/websocketConnectionError. */
export type ConnectionError = { code: number; reason: string; connectionAttempt: number };

export type RealtimeSessionOptions = {
  language: RealtimeLanguage;
  /** Defaults to ws(s)://{location.host}/ws. */
  url?: string;
  accessToken?: string | null;
  guestId?: number | null;
  /** The studio's performer session: sent in requestSession instead of a guest token. */
  studioToken?: string | null;
  WebSocket?: SocketFactory;
  onConnectionError?: (error: ConnectionError) => void;
};

const OPEN = 1;

/**
 * The one WebSocket of a page (§4 real-time channel, §9 timing), in the style of excalidraw's
 * Portal: open, close, isOpen, typed `on`. Sends requestSession on open, queues messages until
 * the sessionAck, pings every 50 s, reconnects after 1 s and then backs off (reconnect-delay.ts).
 */
export class RealtimeSession {
  private socket: SocketLike | null = null;
  private acknowledged = false;
  private loggedIn = false;
  private outbox = new Outbox();
  private handlers = new HandlerRegistry();
  private frames = new FrameReader((message) => this.handle(message));
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private awaitingPong = false;
  private attempts = 0;
  /** Attempts since the last sessionAck: the reconnect backoff grows with them. */
  private failures = 0;
  private closeLogged = false;
  private stopped = true;

  constructor(private readonly options: RealtimeSessionOptions) {}

  open(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  close(): void {
    this.stopped = true;
    this.outbox.clear();
    this.frames.clear();
    this.drop(closeCodes.NORMAL, 'page closed');
  }

  isOpen(): boolean {
    return this.socket?.readyState === OPEN && this.acknowledged;
  }

  /** Typed subscription to one incoming message type; returns the unsubscribe function. */
  on<T extends ServerMessageType>(type: T, handler: (message: ServerMessageOf<T>) => void): () => void {
    return this.handlers.on(type, handler);
  }

  /** Queued until the sessionAck. §6: commands that need a login are dropped when anonymous. */
  send(message: OutgoingMessage): boolean {
    if (needsLogin(message.type) && !this.hasLogin()) return false;
    if (!this.acknowledged) return this.outbox.enqueue(message);
    const sent = this.transmit(message);
    if (sent) this.outbox.sent(message);
    return sent;
  }

  /** A new language or token (login, token refresh) opens a new server session. */
  setIdentity(identity: { language?: RealtimeLanguage; accessToken?: string | null; guestId?: number | null; studioToken?: string | null }): void {
    Object.assign(this.options, identity);
    if (this.socket?.readyState === OPEN) this.requestSession();
  }

  private hasLogin(): boolean {
    return this.acknowledged ? this.loggedIn : Boolean(this.options.accessToken);
  }

  private url(): string {
    if (this.options.url) return this.options.url;
    const secure = window.location.protocol === 'https:';
    return `${secure ? 'wss' : 'ws'}://${window.location.host}/ws`;
  }

  private connect(): void {
    this.attempts += 1;
    const Socket = this.options.WebSocket ?? (globalThis.WebSocket as unknown as SocketFactory);
    const socket = new Socket(this.url());
    this.socket = socket;
    // Events of a socket the session has already let go of are ignored.
    const current = () => this.socket === socket;
    socket.onopen = () => current() && this.requestSession();
    socket.onmessage = (event) => current() && this.receive(event.data);
    socket.onclose = (event) => current() && this.closed(event.code, event.reason);
    socket.onerror = () => {}; // a close event always follows
  }

  private requestSession(): void {
    this.acknowledged = false;
    const { language, studioToken } = this.options;
    this.transmit({ type: 'requestSession', language, ...(studioToken ? { studioToken } : {}) });
  }

  private transmit(message: OutgoingMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    const { accessToken, guestId } = this.options;
    // §7: every message carries type, accessToken and guestId when they are known.
    const envelope = { ...(accessToken ? { accessToken } : {}), ...(guestId ? { guestId } : {}) };
    this.socket.send(JSON.stringify({ ...message, ...envelope }));
    return true;
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    this.frames.read(json);
  }

  private handle(message: ServerMessage): void {
    if (message.type === 'sessionAck') this.acknowledge(message);
    if (message.type === 'pong') this.awaitingPong = false;
    if (message.type === 'messageResult') this.outbox.confirmed(message.clientMessageId);
    this.handlers.dispatch(message);
  }

  private acknowledge(ack: ServerMessageOf<'sessionAck'>): void {
    this.acknowledged = true;
    this.failures = 0;
    this.loggedIn = ack.loggedIn;
    this.closeLogged = false;
    for (const message of this.outbox.takeAll()) this.send(message);
    // A ping right away tells the page its token ttl; then every 50 s (§9).
    this.stopPing();
    this.awaitingPong = false;
    this.ping();
    this.pingTimer = setInterval(() => this.ping(), PING_INTERVAL_MS);
  }

  private ping(): void {
    if (this.awaitingPong) {
      // §8 pong missing (4000): log it and reconnect.
      this.report(closeCodes.PONG_MISSING, 'pong missing');
      this.drop(closeCodes.PONG_MISSING, 'pong missing');
      this.scheduleReconnect();
      return;
    }
    this.awaitingPong = this.transmit({ type: 'ping' });
  }

  private closed(code: number, reason: string): void {
    this.teardown();
    this.socket = null;
    if (this.stopped) return;
    if (!this.closeLogged) {
      this.closeLogged = true; // §4: the connection-closed error is logged once
      this.report(code, reason || 'connection closed');
    }
    // §4: a protocol error on the first connection is not retried.
    if (code === closeCodes.PROTOCOL_ERROR && this.attempts === 1) return;
    this.scheduleReconnect();
  }

  /** Lets go of the socket without waiting for its close handshake. */
  private drop(code: number, reason: string): void {
    const socket = this.socket;
    this.teardown();
    this.socket = null;
    socket?.close(code, reason);
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.failures += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.stopped) this.connect();
    }, reconnectDelay(this.failures));
  }

  private report(code: number, reason: string): void {
    const error = { code, reason, connectionAttempt: this.attempts };
    if (this.options.onConnectionError) this.options.onConnectionError(error);
    else console.warn('realtime connection error', error);
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private teardown(): void {
    // Messages that went out without a messageResult are sent again after the reconnect.
    this.outbox.requeueUnconfirmed();
    this.stopPing();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.acknowledged = false;
    this.awaitingPong = false;
  }
}
