import type { ChatType } from '@/lib/chat/chat-codes';
import type { ServerMessageOf } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';
import { type LiveChatMessage, chatMessageEventSchema } from '@/lib/studio/studio-chat-schemas';

/**
 * The live page's events on the studio's one real-time session. chatStarted carries
 * pricePerMinute (EUR cents) since issue 8's contract; chatMessage and the client message
 * chatMedia are new there too.
 * TODO(issue 8): once lib/realtime/message-types.ts knows chatMessage, chatMedia and
 * chatStarted.pricePerMinute, drop the loose session type below and use session.on / send.
 */
export type ChatStartedEvent = { chatId: number; chatType: ChatType; guestName: string; pricePerMinute: number | null };
export type ChatEndedEvent = ServerMessageOf<'chatEnded'>;
export type ChatMediaState = 'connected' | 'lost';

type LooseSession = {
  on(type: string, handler: (message: unknown) => void): () => void;
  send(message: { type: string } & Record<string, unknown>): boolean;
};
const loose = (session: RealtimeSession) => session as unknown as LooseSession;

export type LiveEventHandlers = {
  chatStarted(event: ChatStartedEvent): void;
  chatEnded(event: ChatEndedEvent): void;
  chatMessage(message: LiveChatMessage): void;
};

/** Subscribes the page to its three chat events; returns the unsubscribe function. */
export function subscribeLiveEvents(session: RealtimeSession, handlers: LiveEventHandlers): () => void {
  const stops = [
    session.on('chatStarted', (event) => {
      const price = (event as { pricePerMinute?: unknown }).pricePerMinute;
      handlers.chatStarted({ chatId: event.chatId, chatType: event.chatType, guestName: event.guestName, pricePerMinute: Number.isSafeInteger(price) ? (price as number) : null });
    }),
    session.on('chatEnded', handlers.chatEnded),
    loose(session).on('chatMessage', (input) => {
      const parsed = chatMessageEventSchema.safeParse(input);
      if (parsed.success) handlers.chatMessage({ ...parsed.data.message, chatId: parsed.data.chatId });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

/** Contract decision 1: the performer's page reports her 1:1 chat's peer connection (billing starts at 'connected'). */
export function sendChatMedia(session: RealtimeSession, chatId: number, state: ChatMediaState): void {
  loose(session).send({ type: 'chatMedia', chatId, state });
}
