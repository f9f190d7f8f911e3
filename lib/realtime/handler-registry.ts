import type { ServerMessage, ServerMessageOf, ServerMessageType } from '@/lib/realtime/message-types';

type Handler = (message: ServerMessage) => void;

/** The session's typed subscriptions per incoming message type; one failing handler never stops the others. */
export class HandlerRegistry {
  private handlers = new Map<ServerMessageType, Set<Handler>>();

  on<T extends ServerMessageType>(type: T, handler: (message: ServerMessageOf<T>) => void): () => void {
    const set = this.handlers.get(type) ?? new Set<Handler>();
    set.add(handler as Handler);
    this.handlers.set(type, set);
    return () => set.delete(handler as Handler);
  }

  dispatch(message: ServerMessage): void {
    for (const handler of this.handlers.get(message.type) ?? []) {
      try {
        handler(message);
      } catch (error) {
        console.error(`realtime '${message.type}' handler failed`, error);
      }
    }
  }
}
