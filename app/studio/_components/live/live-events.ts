import type { ChatMessageItem } from '@/lib/chat/chat-message-types';
import type { ChatType } from '@/lib/chat/chat-codes';
import type { ChatMediaState } from '@/lib/realtime/live-message-types';
import type { ServerMessageOf } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';

/** The live page's chat events on the studio's one real-time session (parsed by the session). */
export type ChatStartedEvent = { chatId: number; chatType: ChatType; guestName: string; pricePerMinute: number | null };
export type ChatEndedEvent = ServerMessageOf<'chatEnded'>;
/** One in-chat message (a guest's text, gift or toy command, or her own text) with its chat. */
export type LiveChatMessage = ChatMessageItem & { chatId: number };

export type LiveEventHandlers = {
  chatStarted(event: ChatStartedEvent): void;
  chatEnded(event: ChatEndedEvent): void;
  chatMessage(message: LiveChatMessage): void;
};

/** Subscribes the page to its three chat events; returns the unsubscribe function. */
export function subscribeLiveEvents(session: RealtimeSession, handlers: LiveEventHandlers): () => void {
  const stops = [
    session.on('chatStarted', (event) => handlers.chatStarted({ chatId: event.chatId, chatType: event.chatType, guestName: event.guestName, pricePerMinute: event.pricePerMinute })),
    session.on('chatEnded', handlers.chatEnded),
    session.on('chatMessage', (event) => handlers.chatMessage({ ...event.message, chatId: event.chatId })),
  ];
  return () => stops.forEach((stop) => stop());
}

/** Contract decision 1: the performer's page reports her 1:1 chat's peer connection (billing starts at 'connected'). */
export function sendChatMedia(session: RealtimeSession, chatId: number, state: ChatMediaState): void {
  session.send({ type: 'chatMedia', chatId, state });
}
