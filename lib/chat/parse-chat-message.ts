import { MAX_DB_ID } from '@/lib/realtime/message-types';
import { chatExitCodes, chatTypes } from './chat-codes';
import type { ChatMessageItem, ChatServerMessage } from './chat-message-types';
import { isLiveReaction } from './reactions';

/**
 * The browser's check of the chat events: the rules of ./chat-protocol.ts by hand, so
 * the page ships no zod. Returns the message with only its declared fields, or null.
 */
export function parseChatServerMessage(input: Record<string, unknown>): ChatServerMessage | null {
  switch (input.type) {
    case 'chatEnd': {
      const { chatId, price, actorId, actorName, isVoyeur, isToyControl, exitCode } = input;
      if (!isDbId(chatId) || !isCount(price) || !isDbId(actorId) || typeof actorName !== 'string') return null;
      if (typeof isVoyeur !== 'boolean' || typeof isToyControl !== 'boolean' || !isExitCode(exitCode)) return null;
      return { type: 'chatEnd', chatId, price, actorId, actorName, isVoyeur, isToyControl, exitCode };
    }
    case 'chatLowBalance':
      return isDbId(input.chatId) && isCount(input.secondsLeft) ? { type: 'chatLowBalance', chatId: input.chatId, secondsLeft: input.secondsLeft } : null;
    case 'chatStarted': {
      const { chatId, chatType, guestName, pricePerMinute } = input;
      if (!isDbId(chatId) || !isChatType(chatType) || typeof guestName !== 'string' || !isCount(pricePerMinute)) return null;
      return { type: 'chatStarted', chatId, chatType, guestName, pricePerMinute };
    }
    case 'chatEnded': {
      const { chatId, chatType, exitCode, billedSeconds, earned } = input;
      if (!isDbId(chatId) || !isChatType(chatType) || !isExitCode(exitCode) || !isCount(billedSeconds) || !isCount(earned)) return null;
      return { type: 'chatEnded', chatId, chatType, exitCode, billedSeconds, earned };
    }
    case 'chatMessage': {
      const message = typeof input.message === 'object' && input.message !== null ? parseChatMessageItem(input.message as Record<string, unknown>) : null;
      return isDbId(input.chatId) && message ? { type: 'chatMessage', chatId: input.chatId, message } : null;
    }
    case 'privateTicketShowInvitation': {
      const { showId, actorId, actorName, actorSlug, title } = input;
      if (!isDbId(showId) || !isDbId(actorId) || typeof actorName !== 'string' || typeof actorSlug !== 'string' || typeof title !== 'string') return null;
      return { type: 'privateTicketShowInvitation', showId, actorId, actorName, actorSlug, title };
    }
    case 'liveReaction': {
      const { actorId, chatId, reaction, guestName } = input;
      if (!isDbId(actorId) || !(chatId === null || isDbId(chatId)) || !isLiveReaction(reaction) || typeof guestName !== 'string') return null;
      return { type: 'liveReaction', actorId, chatId, reaction, guestName };
    }
    case 'voicecallStart': {
      const { chatId, actorId, anonymous } = input;
      return isDbId(chatId) && isDbId(actorId) && typeof anonymous === 'boolean' ? { type: 'voicecallStart', chatId, actorId, anonymous } : null;
    }
    case 'voicecallStop': {
      const { chatId, actorId, anonymous, exitCode } = input;
      if (!isDbId(chatId) || !isDbId(actorId) || typeof anonymous !== 'boolean' || !isExitCode(exitCode)) return null;
      return { type: 'voicecallStop', chatId, actorId, anonymous, exitCode };
    }
    default:
      return null;
  }
}

function parseChatMessageItem(input: Record<string, unknown>): ChatMessageItem | null {
  const { id, senderType, messageType, text, giftName, toyDurationSeconds, guestName, createdAt } = input;
  if (!isDbId(id) || (senderType !== 'guest' && senderType !== 'actor')) return null;
  if (messageType !== 'text' && messageType !== 'gift' && messageType !== 'toy') return null;
  if (typeof text !== 'string' || typeof guestName !== 'string' || typeof createdAt !== 'string') return null;
  if (giftName !== null && typeof giftName !== 'string') return null;
  if (toyDurationSeconds !== null && !isCount(toyDurationSeconds)) return null;
  const item: ChatMessageItem = { id, senderType, messageType, text, giftName, toyDurationSeconds, guestName, createdAt };
  if (input.fromRoom === undefined) return item;
  return typeof input.fromRoom === 'boolean' ? { ...item, fromRoom: input.fromRoom } : null;
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isDbId = (value: unknown): value is number => isInt(value) && value > 0 && value <= MAX_DB_ID;
const isCount = (value: unknown): value is number => isInt(value) && value >= 0;
const isExitCode = (value: unknown): value is (typeof chatExitCodes)[number] => (chatExitCodes as unknown[]).includes(value);
const isChatType = (value: unknown): value is (typeof chatTypes)[number] => (chatTypes as readonly unknown[]).includes(value);
