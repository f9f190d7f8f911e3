import 'server-only';
import { z } from 'zod';
import { MAX_DB_ID } from '@/lib/realtime/message-types';
import { chatExitCodes, chatTypes } from './chat-codes';
import { liveReactions } from './reactions';

/** zod schemas of the chat events, spliced into serverMessageSchema in lib/realtime/protocol.ts. */
const dbId = z.number().int().positive().max(MAX_DB_ID);
const count = z.number().int().min(0);
const exitCode = z.literal(chatExitCodes);
const chatType = z.enum(chatTypes);

export const chatServerMessageSchemas = [
  z.object({
    type: z.literal('chatEnd'),
    chatId: dbId,
    price: count,
    actorId: dbId,
    actorName: z.string(),
    isVoyeur: z.boolean(),
    isToyControl: z.boolean(),
    exitCode,
  }),
  z.object({ type: z.literal('chatLowBalance'), chatId: dbId, secondsLeft: count }),
  z.object({ type: z.literal('chatStarted'), chatId: dbId, chatType, guestName: z.string(), pricePerMinute: count }),
  z.object({ type: z.literal('chatEnded'), chatId: dbId, chatType, exitCode, billedSeconds: count, earned: count }),
  z.object({
    type: z.literal('chatMessage'),
    chatId: dbId,
    message: z.object({
      id: dbId,
      senderType: z.enum(['guest', 'actor']),
      messageType: z.enum(['text', 'gift', 'toy']),
      text: z.string(),
      giftName: z.string().nullable(),
      toyDurationSeconds: count.nullable(),
      guestName: z.string(),
      createdAt: z.string(),
      fromRoom: z.boolean().optional(),
    }),
  }),
  z.object({ type: z.literal('privateTicketShowInvitation'), showId: dbId, actorId: dbId, actorName: z.string(), actorSlug: z.string(), title: z.string() }),
  z.object({ type: z.literal('liveReaction'), actorId: dbId, chatId: dbId.nullable(), reaction: z.enum(liveReactions), guestName: z.string() }),
  z.object({ type: z.literal('voicecallStart'), chatId: dbId, actorId: dbId, anonymous: z.boolean() }),
  z.object({ type: z.literal('voicecallStop'), chatId: dbId, actorId: dbId, anonymous: z.boolean(), exitCode }),
] as const;
