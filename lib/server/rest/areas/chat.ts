import 'server-only';
import * as z from 'zod';
import { chatIdInputSchema, chatMessageInputSchema, chatReactionInputSchema, endChatInputSchema, startChatInputSchema } from '@/lib/contracts/chat';
import { sendGuestChatMessage } from '@/lib/server/chat/chat-messages';
import { sendLiveReaction } from '@/lib/server/chat/room-reactions';
import { chatReceipt, chatView, currentChat } from '@/lib/server/chat/chat-view';
import { endGuestChat } from '@/lib/server/chat/end-chat';
import { freeChatDurations } from '@/lib/server/chat/free-allowance';
import { startChat } from '@/lib/server/chat/start-chat';
import { runtime } from '@/lib/server/runtime';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest } from './account-request';

const data = <T>(value: T) => ({ success: true as const, data: value });

/** Chat area: start, end, the running chat, receipts and free-chat durations of the guest (§3, §9). */
export const chatArea: RestArea = {
  // POST /rest/v1/chat/start {actorId, type} – §6 refusals: 403 AGE_VERIFICATION_REQUIRED, 409 INSUFFICIENT_FUNDS {price, balance, missing}, 409 CONFLICT, 404
  start: restCall({
    method: 'POST',
    auth: 'guest',
    input: startChatInputSchema,
    handler: async ({ actorId, type }, { db, guest, viewerCountry, request }) => {
      assertJsonRequest(request);
      return data({ chat: await startChat(db, runtime().pubsub, { guestId: guest.guestId, actorId, type, viewerCountry }) });
    },
  }),
  // GET /rest/v1/chat/current – the guest's chat that has not ended, or null
  current: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => data({ chat: await currentChat(db, guest.guestId) }),
  }),
  // GET /rest/v1/chat/free-durations – §3 free-chat durations: seconds left today per performer
  'free-durations': restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => data(await freeChatDurations(db, guest.guestId)),
  }),
  // POST /rest/v1/chat/{chatId}/end {exitCode?} – the guest ends their own chat (100-series, default 101); billed to the second
  '{chatId}/end': restCall({
    method: 'POST',
    auth: 'guest',
    input: endChatInputSchema,
    handler: async ({ chatId, exitCode }, { db, guest, request }) => {
      assertJsonRequest(request);
      const ended = await endGuestChat(db, runtime().pubsub, guest.guestId, chatId, exitCode);
      return data({ chat: await chatView(db, ended) });
    },
  }),
  // GET /rest/v1/chat/{chatId}/receipt – the itemised receipt of the guest's own chat (404 otherwise)
  '{chatId}/receipt': restCall({
    method: 'GET',
    auth: 'guest',
    input: chatIdInputSchema,
    handler: async ({ chatId }, { db, guest }) => data(await chatReceipt(db, guest.guestId, chatId)),
  }),
  // POST /rest/v1/chat/{chatId}/message {text?|giftId?|toyId?} – in-chat message: text free, gift/toy charged once; 403 voyeur, 404 not theirs, 409 ended
  '{chatId}/message': restCall({
    method: 'POST',
    auth: 'guest',
    input: chatMessageInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      return data(await sendGuestChatMessage(db, runtime().pubsub, { ...input, guestId: guest.guestId }));
    },
  }),
  // POST /rest/v1/chat/{chatId}/reaction {reaction} – a live reaction to her and her room; 403 voyeur, 404 not theirs, 409 ended / tooFast
  '{chatId}/reaction': restCall({
    method: 'POST',
    auth: 'guest',
    input: chatReactionInputSchema,
    handler: async ({ chatId, reaction }, { db, guest, request }) => {
      assertJsonRequest(request);
      return data(await sendLiveReaction(db, runtime().pubsub, { guestId: guest.guestId, chatId, reaction }));
    },
  }),
};
