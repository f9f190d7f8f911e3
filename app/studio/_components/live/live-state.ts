import { isPrivateChatType, type ChatExitCode, type ChatType } from '@/lib/chat/chat-codes';
import type { StudioChat } from '@/lib/contracts/studio-chat';
import type { LiveChatMessage } from './live-events';
import type { ChatEndedEvent, ChatStartedEvent } from './live-events';

/** A guest's private request waiting for her answer (contract decision 2). */
export type PrivateRequest = ChatStartedEvent;
export type EndedChat = { chatId: number; chatType: ChatType; exitCode: ChatExitCode; billedSeconds: number; earned: number };
export type ToyCommand = LiveChatMessage;

/** What the live page learned from the socket since it opened (nothing of it is on the server's lists). */
export type LiveState = {
  requests: PrivateRequest[];
  /** The private chat she accepted: its peer call runs while this is set. */
  call: PrivateRequest | null;
  /** Oldest first, as a chat reads. */
  messages: LiveChatMessage[];
  /** Newest first, so she sees the last command at the top. */
  toys: ToyCommand[];
  /** Newest first. */
  ended: EndedChat[];
  /** Requests she declined: the room list may still show them until its next refresh. */
  declined: number[];
};

export type LiveAction =
  | { type: 'chatStarted'; event: ChatStartedEvent }
  | { type: 'chatEnded'; event: ChatEndedEvent }
  | { type: 'chatMessage'; message: LiveChatMessage }
  | { type: 'requestAccepted'; request: PrivateRequest }
  | { type: 'requestDeclined'; chatId: number };

export const initialLiveState: LiveState = { requests: [], call: null, messages: [], toys: [], ended: [], declined: [] };

/** Long sessions keep the newest entries only. */
const MAX_MESSAGES = 200;
const MAX_TOYS = 50;

export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'chatStarted': {
      const { event } = action;
      if (!isPrivateChatType(event.chatType) || state.requests.some((r) => r.chatId === event.chatId)) return state;
      return { ...state, requests: [...state.requests, event] };
    }
    case 'chatEnded': {
      const { chatId, chatType, exitCode, billedSeconds, earned } = action.event;
      if (state.ended.some((e) => e.chatId === chatId)) return state;
      return {
        ...state,
        requests: state.requests.filter((r) => r.chatId !== chatId),
        call: state.call?.chatId === chatId ? null : state.call,
        ended: [{ chatId, chatType, exitCode, billedSeconds, earned }, ...state.ended],
      };
    }
    case 'chatMessage': {
      const { message } = action;
      // Her own text comes back as an event too; a message is shown once.
      if (state.messages.some((m) => m.id === message.id)) return state;
      const messages = [...state.messages, message].slice(-MAX_MESSAGES);
      const toys = message.messageType === 'toy' ? [message, ...state.toys].slice(0, MAX_TOYS) : state.toys;
      return { ...state, messages, toys };
    }
    case 'requestAccepted': {
      const { request } = action;
      if (state.call) return state; // one private chat at a time
      return { ...state, call: request, requests: state.requests.filter((r) => r.chatId !== request.chatId) };
    }
    case 'requestDeclined':
      return { ...state, requests: state.requests.filter((r) => r.chatId !== action.chatId), declined: [...state.declined, action.chatId] };
  }
}

/**
 * The requests to show: those announced by chatStarted, and private chats of her room still
 * connecting that this page never heard of (opened or reloaded after the guest's start).
 */
export function pendingRequests(state: LiveState, room: StudioChat[]): PrivateRequest[] {
  const known = new Set([...state.requests.map((r) => r.chatId), ...state.declined, ...state.ended.map((e) => e.chatId), state.call?.chatId]);
  const fromRoom = room
    .filter((chat) => isPrivateChatType(chat.type) && chat.status === 'connecting' && !known.has(chat.chatId))
    .map((chat) => ({ chatId: chat.chatId, chatType: chat.type, guestName: chat.guestName, pricePerMinute: null }));
  return [...state.requests, ...fromRoom];
}

/** "m:ss", or "h:mm:ss" past the hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
