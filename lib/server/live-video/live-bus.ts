import 'server-only';
import { randomBytes } from 'node:crypto';
import type { ServerMessage } from '@/lib/realtime/protocol';
import { log } from '@/lib/server/log';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { type LiveBusMessage, liveBusMessageSchema, type OutgoingLiveBusMessage } from './live-bus-messages';
import type { P2PBus, P2PBusMessage } from './p2p-bus';

const CHANNEL = 'live.cluster';
/** A forwarded request (an SFU answer needs its ICE gathering) that takes longer has failed. */
export const LIVE_REQUEST_TIMEOUT_MS = 15_000;

type Pending = { resolve: (messages: ServerMessage[]) => void; timer: ReturnType<typeof setTimeout> };

/**
 * Live video between the processes sharing one database (docs/ARCHITECTURE.md "Two processes"):
 * messages over the runtime's pubsub (LISTEN/NOTIFY on PostgreSQL), each process hearing only
 * what is addressed to it or to all, never its own; plus request/reply for forwarded SFU
 * negotiations. On PGlite (one process) nothing ever arrives from another process.
 */
export class LiveBus {
  private readonly listeners = new Set<(message: LiveBusMessage) => void>();
  private readonly pending = new Map<string, Pending>();
  private readonly unsubscribe: () => void;

  constructor(
    readonly processId: string,
    private readonly pubsub: PubSub,
  ) {
    this.unsubscribe = pubsub.subscribe(CHANNEL, (raw) => this.receive(raw));
  }

  publish(message: OutgoingLiveBusMessage): void {
    void this.pubsub.publish(CHANNEL, { ...message, from: this.processId }).catch((error) => log.error(`live bus: ${message.kind} not sent`, error));
  }

  subscribe(listener: (message: LiveBusMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The relay's view: only its kinds. */
  p2p(): P2PBus {
    return {
      publish: (message) => this.publish(message),
      subscribe: (listener) => this.subscribe((message) => isP2P(message) && listener(message)),
    };
  }

  /** Sends a watch to the room's process and waits for its answer (or an INTERNAL error on timeout). */
  request(message: Omit<Extract<OutgoingLiveBusMessage, { kind: 'watch' }>, 'requestId'>): Promise<ServerMessage[]> {
    const requestId = randomBytes(8).toString('hex');
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        resolve([{ type: 'error', code: 'INTERNAL', message: 'liveWatch: the room’s server did not answer.' }, { type: 'liveRoomClosed', roomId: message.roomId }]);
      }, LIVE_REQUEST_TIMEOUT_MS);
      timer.unref?.();
      this.pending.set(requestId, { resolve, timer });
      this.publish({ ...message, requestId });
    });
  }

  close(): void {
    this.unsubscribe();
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    this.listeners.clear();
  }

  private receive(raw: unknown): void {
    const parsed = liveBusMessageSchema.safeParse(raw);
    if (!parsed.success) return log.warn('live bus: malformed message ignored');
    const message = parsed.data;
    if (message.from === this.processId) return;
    if ('to' in message && message.to !== null && message.to !== this.processId) return;
    if (message.kind === 'reply') {
      const waiting = this.pending.get(message.requestId);
      if (!waiting) return;
      this.pending.delete(message.requestId);
      clearTimeout(waiting.timer);
      return waiting.resolve(message.messages);
    }
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch (error) {
        log.error(`live bus: ${message.kind} failed`, error);
      }
    }
  }
}

function isP2P(message: LiveBusMessage): message is P2PBusMessage {
  return message.kind === 'p2p' || message.kind === 'claim' || message.kind === 'release';
}
