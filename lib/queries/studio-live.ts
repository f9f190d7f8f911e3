import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restRequest } from '@/lib/api/rest';
import { studioKeys } from './studio-keys';

/** The room refreshes on chatStarted / chatEnded and, for the running amounts, every 5 s. */
const ROOM_REFRESH_MS = 5_000;

/** GET studio/chat/room: her running chats (voyeurs never listed), shared by the room list and the requests. */
export function studioChatRoomOptions(language: Locale) {
  return queryOptions({
    queryKey: studioKeys.chatRoom(),
    queryFn: async ({ signal }) => {
      const { studioChatRoomResponseSchema } = await import('@/lib/contracts/studio-chat');
      return (await restRequest('studio/chat/room', { language, schema: studioChatRoomResponseSchema, signal })).data.chats;
    },
    refetchInterval: ROOM_REFRESH_MS,
    staleTime: 0,
  });
}

async function endOrKick(language: Locale, chatId: number, how: 'kick' | 'end') {
  const { studioChatEndResponseSchema } = await import('@/lib/contracts/studio-chat');
  return (await restRequest(`studio/chat/${chatId}/${how}`, { language, schema: studioChatEndResponseSchema, method: 'POST', body: {} })).data;
}

/** POST studio/chat/{id}/kick: she removes a guest from her room (exit 301); the room is asked again either way. */
export function studioKickMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['studio', 'chat', 'kick'],
    mutationFn: (chatId: number) => endOrKick(language, chatId, 'kick'),
    onSettled: (_answer, _error, _chatId, _result, { client }) => client.invalidateQueries({ queryKey: studioKeys.chatRoom() }),
  });
}

/** POST studio/chat/{id}/end: she ends a private call or declines a request (exit 200). */
export function studioEndChatMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['studio', 'chat', 'end'],
    mutationFn: (chatId: number) => endOrKick(language, chatId, 'end'),
  });
}

/** POST studio/chat/{id}/message: her in-chat text; it comes back as a chatMessage event. */
export function studioChatTextMutation(language: Locale, chatId: number) {
  return mutationOptions({
    mutationKey: ['studio', 'chat', 'message', chatId],
    mutationFn: async (text: string) => {
      const { studioChatMessageResponseSchema } = await import('@/lib/contracts/studio-chat');
      return (await restRequest(`studio/chat/${chatId}/message`, { language, schema: studioChatMessageResponseSchema, method: 'POST', body: { text: text.trim() } })).data.message;
    },
  });
}

/** POST studio/chat/room/message: her message to everyone in her group room (409 CONFLICT {reason: emptyRoom}: nobody is there). */
export function studioRoomTextMutation(language: Locale) {
  return mutationOptions({
    mutationKey: ['studio', 'chat', 'roomMessage'],
    mutationFn: async (text: string) => {
      const { studioRoomMessageResponseSchema } = await import('@/lib/contracts/studio-chat');
      return (await restRequest('studio/chat/room/message', { language, schema: studioRoomMessageResponseSchema, method: 'POST', body: { text: text.trim() } })).data;
    },
  });
}
