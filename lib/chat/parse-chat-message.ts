import { MAX_DB_ID } from '@/lib/realtime/message-types';
import { chatExitCodes, chatTypes } from './chat-codes';
import type { ChatServerMessage } from './chat-message-types';

/**
 * The browser's check of the chat events (issue 8): the rules of ./chat-protocol.ts by hand, so
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
      const { chatId, chatType, guestName } = input;
      if (!isDbId(chatId) || !isChatType(chatType) || typeof guestName !== 'string') return null;
      return { type: 'chatStarted', chatId, chatType, guestName };
    }
    case 'chatEnded': {
      const { chatId, chatType, exitCode, billedSeconds, earned } = input;
      if (!isDbId(chatId) || !isChatType(chatType) || !isExitCode(exitCode) || !isCount(billedSeconds) || !isCount(earned)) return null;
      return { type: 'chatEnded', chatId, chatType, exitCode, billedSeconds, earned };
    }
    default:
      return null;
  }
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isDbId = (value: unknown): value is number => isInt(value) && value > 0 && value <= MAX_DB_ID;
const isCount = (value: unknown): value is number => isInt(value) && value >= 0;
const isExitCode = (value: unknown): value is (typeof chatExitCodes)[number] => (chatExitCodes as unknown[]).includes(value);
const isChatType = (value: unknown): value is (typeof chatTypes)[number] => (chatTypes as readonly unknown[]).includes(value);
