import type { ApiSession } from '@/lib/api/client-config';
import { restPath, restRequest } from '@/lib/api/rest';
import {
  type ChatReceipt,
  type ChatView,
  chatMessageResponseSchema,
  chatReceiptResponseSchema,
  currentChatResponseSchema,
  endChatResponseSchema,
  type FreeChatDurations,
  freeChatDurationsResponseSchema,
  startChatResponseSchema,
} from '@/lib/contracts/chat';
import { actorDataSchema } from '@/lib/contracts/actor';
import { dataEnvelope } from '@/lib/contracts/envelope';
import type { Gift, Message, ToyControl } from '@/lib/contracts/messenger';
import { giftsResponseSchema, toyControlsResponseSchema } from '@/lib/contracts/messenger-calls';
import { type chatExitRatings, chatExitSurveyResponseSchema } from '@/lib/contracts/survey';
import type { ChatType, ClientExitCode } from './chat-codes';
import type { ChatMessageItem } from './chat-message-types';

/**
 * The guest's chat calls (REST areas `chat` and `survey`) through the one REST client,
 * each answer parsed by its contract. Refusals arrive as ApiError (code UNAUTHORIZED,
 * AGE_VERIFICATION_REQUIRED, INSUFFICIENT_FUNDS, CONFLICT, NOT_FOUND …); the panel maps them.
 */
export type ChatApiSession = ApiSession & { accessToken: string };
/** Contract §4: exactly one of text (1–500), a gift or a toy command. */
export type ChatMessageInput = { text: string } | { giftId: number } | { toyId: number };
export type ChatSurveyRating = (typeof chatExitRatings)[number];
const actorDataResponseSchema = dataEnvelope(actorDataSchema);

export async function startChat(session: ChatApiSession, actorId: number, type: ChatType): Promise<ChatView> {
  return (await restRequest(restPath('chat', 'start'), { ...session, method: 'POST', body: { actorId, type }, schema: startChatResponseSchema })).data.chat;
}

/**
 * §3 actor data isCurrentlyTicketShow and guestHasTicket for this guest: whether her ticket show
 * runs and whether he may watch it (the panel's entries during a show).
 */
export async function fetchTicketShowState(session: ChatApiSession, actorId: number): Promise<'holder' | 'stranger' | undefined> {
  const { data } = await restRequest(restPath('actor', 'getActorDataByIdOrName', actorId), { ...session, schema: actorDataResponseSchema });
  if (!data.isCurrentlyTicketShow) return undefined;
  return data.guestHasTicket ? 'holder' : 'stranger';
}

/** The guest's chat that has not ended (a reload resumes it), or null. */
export async function fetchCurrentChat(session: ChatApiSession): Promise<ChatView | null> {
  return (await restRequest(restPath('chat', 'current'), { ...session, schema: currentChatResponseSchema })).data.chat;
}

/** The guest ends their own chat: 101 (left) by default; billed to the second by the server. */
export async function endChat(session: ChatApiSession, chatId: number, exitCode: ClientExitCode = 101): Promise<ChatView> {
  return (await restRequest(restPath('chat', chatId, 'end'), { ...session, method: 'POST', body: { exitCode }, schema: endChatResponseSchema })).data.chat;
}

export async function fetchChatReceipt(session: ChatApiSession, chatId: number): Promise<ChatReceipt> {
  return (await restRequest(restPath('chat', chatId, 'receipt'), { ...session, schema: chatReceiptResponseSchema })).data;
}

export async function fetchFreeDurations(session: ChatApiSession): Promise<FreeChatDurations> {
  return (await restRequest(restPath('chat', 'free-durations'), { ...session, schema: freeChatDurationsResponseSchema })).data;
}

/** POST chat/{chatId}/message: text, a gift or a toy command; answers the stored message as the panel lists it. */
export async function sendChatMessage(session: ChatApiSession, chatId: number, input: ChatMessageInput, guestName: string): Promise<ChatMessageItem> {
  const { message } = (await restRequest(restPath('chat', chatId, 'message'), { ...session, method: 'POST', body: input, schema: chatMessageResponseSchema })).data;
  return chatLineOf(message, guestName, 'toyId' in input);
}

/** §4/§9 chat-exit survey: BAD or GREAT, once per ended chat (409 for a second answer). */
export async function sendChatSurvey(session: ChatApiSession, chatId: number, rating: ChatSurveyRating, comment?: string): Promise<void> {
  await restRequest(restPath('survey', 'chatexit'), { ...session, method: 'POST', body: { chatId, rating, ...(comment ? { comment } : {}) }, schema: chatExitSurveyResponseSchema });
}

/** The messenger message of a POST answer in the shape of the `chatMessage` event, so both feed one list. */
export function chatLineOf(message: Message, guestName: string, toy = false): ChatMessageItem {
  const gift = message.data.gifts[0] ?? null;
  const messageType = message.messageType === 'toy' || toy ? 'toy' : message.messageType === 'gift' ? 'gift' : 'text';
  return {
    id: message.id,
    senderType: message.senderType,
    messageType,
    text: message.text,
    giftName: gift?.name ?? null,
    toyDurationSeconds: null,
    guestName,
    createdAt: message.createdAt,
  };
}

/**
 * The messenger's gift and toy catalogues (GET messenger/gifts, messenger/toyControls, the same
 * calls the messenger composer makes), for the chat's gift and toy buttons. The profile has no
 * react-query provider, so they are plain calls here.
 */
export async function fetchGiftsAndToys(session: ChatApiSession): Promise<{ gifts: Gift[]; toys: ToyControl[] }> {
  const [gifts, toys] = await Promise.all([
    restRequest(restPath('messenger', 'gifts'), { ...session, schema: giftsResponseSchema }),
    restRequest(restPath('messenger', 'toyControls'), { ...session, schema: toyControlsResponseSchema }),
  ]);
  return { gifts: gifts.data.items.filter((gift) => gift.active), toys: toys.data.items.filter((toy) => toy.active) };
}
