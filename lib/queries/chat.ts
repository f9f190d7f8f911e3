import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { restPath, restRequest } from '@/lib/api/rest';
import type { ChatType, ClientExitCode } from '@/lib/chat/chat-codes';
import { chatLineOf } from '@/lib/chat/chat-line';
import type { ChatMessageItem } from '@/lib/chat/chat-message-types';
import type { LiveReaction } from '@/lib/chat/reactions';
import type { ChatReceipt, ChatView, FreeChatDurations } from '@/lib/contracts/chat';
import type { chatExitRatings } from '@/lib/contracts/survey';
import { getQueryClient } from './query-client';

/**
 * The guest's chat calls (REST areas `chat` and `survey`, §7), each answer parsed by its contract
 * (loaded inside the call). Refusals arrive as ApiError (code UNAUTHORIZED,
 * AGE_VERIFICATION_REQUIRED, INSUFFICIENT_FUNDS, CONFLICT, NOT_FOUND …); the panel maps them.
 * The panel is first-load JavaScript of the profile: it reaches this module by import() only.
 */
export const chatKeys = {
  all: ['chat'] as const,
  current: (language: Locale) => [...chatKeys.all, 'current', language] as const,
  receipt: (language: Locale, chatId: number) => [...chatKeys.all, 'receipt', language, chatId] as const,
  freeDurations: () => [...chatKeys.all, 'free-durations'] as const,
  ticketShow: (actorId: number) => [...chatKeys.all, 'ticket-show', actorId] as const,
};

/** Contract §4: exactly one of text (1–500), a gift or a toy command. */
export type ChatMessageInput = { text: string } | { giftId: number } | { toyId: number };
export type ChatSurveyRating = (typeof chatExitRatings)[number];
export type TicketShowState = 'holder' | 'stranger' | undefined;

/** GET chat/current: the guest's chat that has not ended (a reload resumes it), or null. Always asked afresh. */
export function currentChatOptions(language: Locale) {
  return queryOptions({
    queryKey: chatKeys.current(language),
    queryFn: async ({ signal }): Promise<ChatView | null> => {
      const { currentChatResponseSchema } = await import('@/lib/contracts/chat');
      return (await restRequest(restPath('chat', 'current'), { language, schema: currentChatResponseSchema, signal })).data.chat;
    },
    staleTime: 0,
  });
}

/** GET chat/{id}/receipt: an ended chat's bill, which never changes. */
export function chatReceiptOptions(language: Locale, chatId: number) {
  return queryOptions({
    queryKey: chatKeys.receipt(language, chatId),
    queryFn: async ({ signal }): Promise<ChatReceipt> => {
      const { chatReceiptResponseSchema } = await import('@/lib/contracts/chat');
      return (await restRequest(restPath('chat', chatId, 'receipt'), { language, schema: chatReceiptResponseSchema, signal })).data;
    },
    staleTime: Infinity,
  });
}

/** §3 guest session "free-chat durations": stale once a chat starts or ends (startChat, endChat, the chatEnd event). */
export function freeDurationsOptions(language: Locale) {
  return queryOptions({
    queryKey: chatKeys.freeDurations(),
    queryFn: async ({ signal }): Promise<FreeChatDurations> => {
      const { freeChatDurationsResponseSchema } = await import('@/lib/contracts/chat');
      return (await restRequest(restPath('chat', 'free-durations'), { language, schema: freeChatDurationsResponseSchema, signal })).data;
    },
  });
}

/**
 * §3 actor data isCurrentlyTicketShow and guestHasTicket for this guest (GET
 * actor/getActorDataByIdOrName): whether her ticket show runs and whether he may watch it.
 */
export function ticketShowOptions(language: Locale, actorId: number) {
  return queryOptions({
    queryKey: chatKeys.ticketShow(actorId),
    queryFn: async ({ signal }): Promise<TicketShowState> => {
      const { ticketShowFieldsResponseSchema } = await import('@/lib/contracts/ticket-show');
      const { data } = await restRequest(restPath('actor', 'getActorDataByIdOrName', actorId), { language, schema: ticketShowFieldsResponseSchema, signal });
      if (!data.isCurrentlyTicketShow) return undefined;
      return data.guestHasTicket ? 'holder' : 'stranger';
    },
  });
}

const freeTimeChanged = () => void getQueryClient().invalidateQueries({ queryKey: chatKeys.freeDurations() });

/** POST chat/start. A plain function: the first-load panel calls it from a click, through import(). */
export async function startChat(language: Locale, actorId: number, type: ChatType): Promise<ChatView> {
  const { startChatResponseSchema } = await import('@/lib/contracts/chat');
  const chat = (await restRequest(restPath('chat', 'start'), { language, method: 'POST', body: { actorId, type }, schema: startChatResponseSchema })).data.chat;
  freeTimeChanged();
  return chat;
}

/** The guest ends their own chat: 101 (left) by default; billed to the second by the server. */
export async function endChat(language: Locale, chatId: number, exitCode: ClientExitCode = 101): Promise<ChatView> {
  const { endChatResponseSchema } = await import('@/lib/contracts/chat');
  const chat = (await restRequest(restPath('chat', chatId, 'end'), { language, method: 'POST', body: { exitCode }, schema: endChatResponseSchema })).data.chat;
  freeTimeChanged();
  return chat;
}

/** POST chat/{chatId}/message: text, a gift or a toy command; answers the stored message as the panel lists it. */
export function chatMessageMutation(language: Locale, chatId: number, guestName: string) {
  return mutationOptions({
    mutationKey: [...chatKeys.all, 'message', chatId],
    mutationFn: async (input: ChatMessageInput): Promise<ChatMessageItem> => {
      const { chatMessageResponseSchema } = await import('@/lib/contracts/chat');
      const { message } = (await restRequest(restPath('chat', chatId, 'message'), { language, method: 'POST', body: input, schema: chatMessageResponseSchema })).data;
      return chatLineOf(message, guestName, 'toyId' in input);
    },
  });
}

/** §4/§9 chat-exit survey: BAD or GREAT, once per ended chat (409 for a second answer). */
export async function sendChatSurvey(language: Locale, chatId: number, rating: ChatSurveyRating, comment?: string): Promise<void> {
  const { chatExitSurveyResponseSchema } = await import('@/lib/contracts/survey');
  await restRequest(restPath('survey', 'chatexit'), { language, method: 'POST', body: { chatId, rating, ...(comment ? { comment } : {}) }, schema: chatExitSurveyResponseSchema });
}

/**
 * POST chat/{chatId}/reaction: free, not stored. A tap faster than one per second is 409
 * {reason: 'tooFast'}: the caller drops it (the reaction bar also waits a second between taps).
 */
export async function sendReaction(language: Locale, chatId: number, reaction: LiveReaction): Promise<boolean> {
  try {
    const { chatReactionResponseSchema } = await import('@/lib/contracts/chat');
    await restRequest(restPath('chat', chatId, 'reaction'), { language, method: 'POST', body: { reaction }, schema: chatReactionResponseSchema });
    return true;
  } catch {
    return false;
  }
}

/**
 * For the panel's state machine (resume after a reload, the poll while connecting): chat/current
 * through the cache. No retry: the poll asks again anyway, and a failed resume leaves the panel idle.
 */
export function fetchCurrentChat(language: Locale): Promise<ChatView | null> {
  return getQueryClient().fetchQuery({ ...currentChatOptions(language), retry: false });
}

/** For the panel's state machine: the receipt of a chat that ended (fetched once, then cached; none: the exit message stands alone). */
export function fetchChatReceipt(language: Locale, chatId: number): Promise<ChatReceipt> {
  return getQueryClient().fetchQuery({ ...chatReceiptOptions(language, chatId), retry: false });
}
