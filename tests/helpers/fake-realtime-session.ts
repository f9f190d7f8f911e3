import type { OutgoingMessage, ServerMessage } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';

/**
 * The page's WebSocket session as a fake for component tests: records what is sent, answers with
 * `reply` (delivered on the next microtask), and lets the test deliver server messages itself.
 */
export function fakeRealtimeSession(reply: (message: OutgoingMessage) => ServerMessage | null = () => null) {
  const handlers = new Map<string, Set<(message: ServerMessage) => void>>();
  const sent: OutgoingMessage[] = [];
  const deliver = (message: ServerMessage) => handlers.get(message.type)?.forEach((handler) => handler(message));
  const session = {
    on: (type: string, handler: (message: ServerMessage) => void) => {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    },
    send: (message: OutgoingMessage) => {
      sent.push(message);
      const answer = reply(message);
      if (answer) queueMicrotask(() => deliver(answer));
      return true;
    },
  };
  return { session: session as unknown as RealtimeSession, sent, deliver };
}
