import 'server-only';
import { EventEmitter } from 'node:events';

/**
 * Cross-process events (balance changed, actor online, new message). In-process by default;
 * a PostgreSQL LISTEN/NOTIFY implementation replaces it when several processes run
 * (docs/ARCHITECTURE.md).
 */
export interface PubSub {
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

export function createInProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
