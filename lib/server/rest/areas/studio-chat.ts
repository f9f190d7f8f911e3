import 'server-only';
import { studioChatIdInputSchema, studioChatMessageInputSchema, studioRoomMessageInputSchema } from '@/lib/contracts/studio-chat';
import * as z from 'zod';
import { sendActorChatMessage } from '@/lib/server/chat/chat-messages';
import { sendRoomMessage } from '@/lib/server/chat/room-message';
import { endStudioChat, studioChatRoom } from '@/lib/server/chat/studio-chats';
import { runtime } from '@/lib/server/runtime';
import { requirePerformer } from './studio-request';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';

/**
 * The performer's chats (contract §3), mounted into the studio area by dispatch.ts:
 * /rest/v1/studio/chat/…. Every call resolves her actor from the performer token; a chat that
 * is not hers (or a voyeur's, or ended) is 404.
 */
export const studioChatCalls: RestArea = {
  // GET /rest/v1/studio/chat/room – her running chats without voyeurs: {chats: StudioChat[]}
  'chat/room': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: { chats: await studioChatRoom(db, actorId) } };
    },
  }),

  // POST /rest/v1/studio/chat/room/message {text} – her text to the whole group room; 409 {reason: 'emptyRoom'}. Before chat/{chatId}/…: first match wins.
  'chat/room/message': restCall({
    method: 'POST',
    auth: 'none',
    input: studioRoomMessageInputSchema,
    handler: async ({ text }, { db, request }) => {
      assertJsonRequest(request);
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await sendRoomMessage(db, runtime().pubsub, { actorId, text }) };
    },
  }),

  // POST /rest/v1/studio/chat/{chatId}/kick – exit 301; {chatId, exitCode}
  'chat/{chatId}/kick': restCall({
    method: 'POST',
    auth: 'none',
    input: studioChatIdInputSchema,
    handler: async ({ chatId }, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await endStudioChat(db, runtime().pubsub, actorId, chatId, 'kick') };
    },
  }),

  // POST /rest/v1/studio/chat/{chatId}/end – exit 200 (ends the chat, or declines a private request); {chatId, exitCode}
  'chat/{chatId}/end': restCall({
    method: 'POST',
    auth: 'none',
    input: studioChatIdInputSchema,
    handler: async ({ chatId }, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await endStudioChat(db, runtime().pubsub, actorId, chatId, 'end') };
    },
  }),

  // POST /rest/v1/studio/chat/{chatId}/message {text} – her text in the running chat; 404 not hers, 409 ended
  'chat/{chatId}/message': restCall({
    method: 'POST',
    auth: 'none',
    input: studioChatMessageInputSchema,
    handler: async ({ chatId, text }, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await sendActorChatMessage(db, runtime().pubsub, { actorId, chatId, text }) };
    },
  }),
};
