import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { channelPageResponseSchema, channelWithMessagesResponseSchema, type MessengerSettings } from '@/lib/contracts/messenger';
import { OLDER_MESSAGES_PAGE, olderMessagesResponseSchema } from '@/lib/contracts/messenger-calls';
import {
  studioAccessResponseSchema,
  studioEarningsResponseSchema,
  studioMeResponseSchema,
  studioOnlineResponseSchema,
  type StudioReplyInput,
  studioReplyResponseSchema,
  studioSettingsResponseSchema,
} from '@/lib/contracts/studio';
import { studioChatEndResponseSchema, studioChatMessageResponseSchema, studioChatRoomResponseSchema, studioRoomMessageResponseSchema } from '@/lib/contracts/studio-chat';

/**
 * The studio's calls through the one REST client. Login, logout and token carry the ss cookie
 * (withCredentials); everything else carries only the performer access token.
 */
export type StudioSession = { language: Locale; accessToken: string };

const ok = z.object({ success: z.literal(true) });

/** Query keys, general to specific, so one event can invalidate a whole branch. */
export const studioKeys = {
  all: ['studio'] as const,
  me: () => ['studio', 'me'] as const,
  channels: () => ['studio', 'channels'] as const,
  channel: (channelId: number) => ['studio', 'channels', channelId] as const,
  settings: () => ['studio', 'settings'] as const,
  earnings: () => ['studio', 'earnings'] as const,
  chatRoom: () => ['studio', 'chat', 'room'] as const,
};

export const studioApi = {
  logIn: (language: Locale, email: string, password: string) =>
    restRequest('studio/login', { language, schema: studioAccessResponseSchema, method: 'POST', body: { email, password }, withCredentials: true }).then((r) => r.data),
  logOut: (language: Locale) => restRequest('studio/logout', { language, schema: ok, method: 'POST', withCredentials: true }),
  token: (language: Locale) => restRequest('studio/token', { language, schema: studioAccessResponseSchema, method: 'POST', withCredentials: true }).then((r) => r.data),

  me: (s: StudioSession) => restRequest('studio/me', { ...s, schema: studioMeResponseSchema }).then((r) => r.data),
  setOnline: (s: StudioSession, online: boolean) =>
    restRequest('studio/online', { ...s, schema: studioOnlineResponseSchema, method: 'POST', body: { online } }).then((r) => r.data),
  settings: (s: StudioSession) => restRequest('studio/settings', { ...s, schema: studioSettingsResponseSchema }).then((r) => r.data),
  saveSettings: (s: StudioSession, settings: MessengerSettings) =>
    restRequest('studio/settings/save', { ...s, schema: studioSettingsResponseSchema, method: 'POST', body: settings }).then((r) => r.data),
  earnings: (s: StudioSession) => restRequest('studio/earnings', { ...s, schema: studioEarningsResponseSchema }).then((r) => r.data),
  channels: (s: StudioSession) => restRequest('studio/messenger/channels', { ...s, schema: channelPageResponseSchema }).then((r) => r.data),
  channel: (s: StudioSession, channelId: number) =>
    restRequest(`studio/messenger/channel/${channelId}`, { ...s, schema: channelWithMessagesResponseSchema }).then((r) => r.data),
  /** A page of older messages of her channel before `before`, oldest first, with hasMore. */
  olderMessages: (s: StudioSession, channelId: number, before: number) =>
    restRequest(`studio/messenger/channel/${channelId}/messages`, { ...s, query: { before, limit: OLDER_MESSAGES_PAGE }, schema: olderMessagesResponseSchema }).then((r) => r.data),
  reply: (s: StudioSession, input: StudioReplyInput) =>
    restRequest('studio/messenger/send', { ...s, schema: studioReplyResponseSchema, method: 'POST', body: input }).then((r) => r.data),

  /** Her running chats (voyeurs never listed), her kick (exit 301), her end or decline (exit 200), her in-chat text. */
  chatRoom: (s: StudioSession) => restRequest('studio/chat/room', { ...s, schema: studioChatRoomResponseSchema }).then((r) => r.data.chats),
  kick: (s: StudioSession, chatId: number) =>
    restRequest(`studio/chat/${chatId}/kick`, { ...s, schema: studioChatEndResponseSchema, method: 'POST', body: {} }).then((r) => r.data),
  endChat: (s: StudioSession, chatId: number) =>
    restRequest(`studio/chat/${chatId}/end`, { ...s, schema: studioChatEndResponseSchema, method: 'POST', body: {} }).then((r) => r.data),
  sendChatText: (s: StudioSession, chatId: number, text: string) =>
    restRequest(`studio/chat/${chatId}/message`, { ...s, schema: studioChatMessageResponseSchema, method: 'POST', body: { text: text.trim() } }).then(
      (r) => r.data.message,
    ),
  /** Her message to everyone in her group room (409 CONFLICT {reason: emptyRoom}: nobody is there). */
  sendRoomText: (s: StudioSession, text: string) =>
    restRequest('studio/chat/room/message', { ...s, schema: studioRoomMessageResponseSchema, method: 'POST', body: { text: text.trim() } }).then((r) => r.data),
};
