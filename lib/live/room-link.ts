import type { OutgoingMessage } from '@/lib/realtime/message-types';
import { gatheredDescription } from './gathering';
import { pageIceServers } from './ice-config';
import type { LiveClosedReason, LiveOptions, LiveSignals, LiveState } from './live-types';
import { retryDelay, watchPeer } from './peer-health';

type RoomLinkSetup = {
  roomId: number;
  /** Adds the transceivers (camera tracks, or recvonly) and ontrack handling to a new connection. */
  prepare(pc: RTCPeerConnection): void;
  /** The request for this offer: livePublish or liveWatch. */
  request(sdp: string): OutgoingMessage;
};

/**
 * One browser connection to an SFU room, kept alive: the browser offers, the server answers
 * (liveAnswer). A broken connection (ICE failed, or disconnected past the grace) and a new
 * server session after a WebSocket reconnect both start a fresh negotiation, with backoff, so
 * the caller never restarts anything. liveRoomClosed ends it for good (refused, taken over by
 * another tab, or the room closed).
 *
 * An offer only goes out on an acknowledged socket, never into the session's queue: its answer
 * then comes back on the same socket, in order, and offers cannot pile up during an outage.
 */
export class RoomLink {
  private pc: RTCPeerConnection | null = null;
  private stopWatching: (() => void) | null = null;
  private readonly unsubscribe: (() => void)[] = [];
  /** The current connection's request went out and its answer is due. */
  private awaiting = false;
  /** Answers still to come on this socket for offers of connections replaced since: never applied. */
  private staleAnswers = 0;
  /** The socket was not ready when an offer was due: the next ack negotiates. */
  private negotiateOnAck = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private lastError: LiveClosedReason = null;
  private sessionId: string | null = null;
  private closed = false;

  constructor(
    private readonly signals: LiveSignals,
    private readonly setup: RoomLinkSetup,
    private readonly options: LiveOptions,
  ) {
    const { roomId } = setup;
    this.unsubscribe.push(
      signals.on('liveAnswer', (message) => {
        if (message.roomId === roomId) void this.answered(message.sdp);
      }),
      signals.on('liveRoomClosed', (message) => {
        if (message.roomId === roomId) this.finish(this.awaiting ? this.lastError : null);
      }),
      signals.on('error', (message) => {
        if (this.awaiting) this.lastError = { code: message.code, message: message.message };
      }),
      signals.on('sessionAck', (ack) => this.sessionAcknowledged(ack.sessionId)),
    );
  }

  start(): void {
    // After the caller has the returned handle: its onState may use it (use-live-view's TDZ bug).
    queueMicrotask(() => {
      if (!this.closed) this.emit('connecting');
    });
    this.negotiateWhenReady();
  }

  /** Leaves the room (liveLeave) and closes the connection. */
  close(): void {
    if (this.closed) return;
    this.signals.send({ type: 'liveLeave', roomId: this.setup.roomId });
    this.finish(null);
  }

  private negotiateWhenReady(): void {
    if (this.signals.isOpen()) void this.negotiate();
    else this.negotiateOnAck = true;
  }

  private async negotiate(): Promise<void> {
    // The page's STUN/TURN (fetched once per page; a microtask after the first time).
    const iceServers = this.options.iceServers ?? (await pageIceServers());
    if (this.closed) return;
    this.dropConnection();
    if (this.awaiting) this.staleAnswers += 1;
    this.awaiting = false;
    const pc = new RTCPeerConnection({ iceServers });
    this.pc = pc;
    this.setup.prepare(pc);
    this.stopWatching = watchPeer(pc, { connected: () => this.connected(), broken: () => this.broken() });
    try {
      await pc.setLocalDescription(await pc.createOffer());
      const sdp = await gatheredDescription(pc);
      if (this.pc !== pc || this.closed) return;
      // The socket went down while gathering: this offer is dropped, the next ack makes a new one.
      if (!this.signals.isOpen()) {
        this.negotiateOnAck = true;
        return;
      }
      this.lastError = null;
      this.signals.send(this.setup.request(sdp));
      this.awaiting = true;
    } catch (error) {
      if (this.pc === pc) this.broken(error);
    }
  }

  private async answered(sdp: string): Promise<void> {
    // The server answers one socket's requests in order: an answer to a replaced connection's
    // offer must not reach the new one.
    if (this.staleAnswers > 0) {
      this.staleAnswers -= 1;
      return;
    }
    const pc = this.pc;
    if (!this.awaiting || !pc || pc.signalingState !== 'have-local-offer') return;
    this.awaiting = false;
    try {
      await pc.setRemoteDescription({ type: 'answer', sdp });
    } catch (error) {
      if (this.pc === pc) this.broken(error);
    }
  }

  private sessionAcknowledged(sessionId: string): void {
    if (this.closed) return;
    const known = this.sessionId;
    this.sessionId = sessionId;
    const newSocket = known !== null && known !== sessionId;
    if (newSocket) {
      // The old server session, this tab's place in the room and every pending answer are gone.
      this.staleAnswers = 0;
      this.awaiting = false;
      this.attempt = 0;
      if (!this.negotiateOnAck) this.emit('reconnecting');
    }
    // A new requestSession on the same socket (token refresh, login) keeps the session id, and
    // the server keeps this tab in the room.
    if (this.negotiateOnAck || newSocket || (known === null && !this.awaiting && this.pc?.connectionState !== 'connected')) {
      this.negotiateOnAck = false;
      void this.negotiate();
    }
  }

  private connected(): void {
    this.attempt = 0;
    this.emit('connected');
  }

  private broken(error?: unknown): void {
    if (this.closed || this.retryTimer) return;
    if (error) console.warn('live video negotiation failed', error);
    this.emit('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.negotiateWhenReady();
    }, retryDelay(this.attempt++));
  }

  private finish(reason: LiveClosedReason): void {
    if (this.closed) return;
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const off of this.unsubscribe) off();
    this.dropConnection();
    this.options.onState?.('closed', reason);
  }

  private dropConnection(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.pc?.close();
    this.pc = null;
  }

  private emit(state: LiveState): void {
    this.options.onState?.(state);
  }
}
