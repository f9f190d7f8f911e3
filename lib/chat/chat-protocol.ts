import * as z from 'zod';
import { countSchema as count, dbIdSchema as dbId, type ServerMessageShapes } from '@/lib/realtime/message-fields';
import { chatExitCodes, chatTypes } from './chat-codes';
import { liveReactions } from './reactions';

/**
 * zod schemas of the chat events, spliced into serverMessageSchema
 * (lib/realtime/server-message-schema.ts); ./chat-message-types.ts infers the types.
 */
const exitCode = z.literal(chatExitCodes);
const chatType = z.enum(chatTypes);

/** One in-chat message as both sides show it; giftName for gifts and toys, toyDurationSeconds for toys. */
export const chatMessageItemSchema = z.object({
  id: dbId,
  senderType: z.enum(['guest', 'actor']),
  messageType: z.enum(['text', 'gift', 'toy']),
  text: z.string(),
  giftName: z.string().nullable(),
  toyDurationSeconds: count.nullable(),
  guestName: z.string(),
  createdAt: z.string(),
  /** Group room (free, live): another guest's line, or her message to the whole room; guestName names its sender. */
  fromRoom: z.boolean().optional(),
});

export const chatServerMessageShapes = {
  /**
   * §7 chatEnd to the guest: price is the chat's total charge in EUR cents; exitCode (§3) names
   * why it ended, for the localized message (messages Chat.exit.<code>).
   */
  chatEnd: () => ({ chatId: dbId, price: count, actorId: dbId, actorName: z.string(), isVoyeur: z.boolean(), isToyControl: z.boolean(), exitCode }),
  /** Sent once per chat when the balance and vouchers pay for less than a minute: the page offers a top-up. */
  chatLowBalance: () => ({ chatId: dbId, secondsLeft: count }),
  /**
   * To the performer: a guest started a chat with her (voyeurs are never announced). A private
   * type (single, singlec2c, videocall) is a request she accepts by starting the peer call.
   */
  chatStarted: () => ({ chatId: dbId, chatType, guestName: z.string(), pricePerMinute: count }),
  /** To the performer: a chat with her ended; earned is her share in EUR cents. */
  chatEnded: () => ({ chatId: dbId, chatType, exitCode, billedSeconds: count, earned: count }),
  /** To the guest and the performer: a message inside a running chat (text, gift or toy control). */
  chatMessage: () => ({ chatId: dbId, message: chatMessageItemSchema }),
  /** §7 private ticket show invitation: to every ticket holder when the performer starts her show. */
  privateTicketShowInvitation: () => ({ showId: dbId, actorId: dbId, actorName: z.string(), actorSlug: z.string(), title: z.string() }),
  /** §7 live reaction: a guest of her room tapped one; chatId is the recipient's own chat (null for her studio). */
  liveReaction: () => ({ actorId: dbId, chatId: dbId.nullable(), reaction: z.enum(liveReactions), guestName: z.string() }),
  /** §7 voicecall start: to the guest when the voice call's media is up (billing runs); sets the §3 voicecall flag. */
  voicecallStart: () => ({ chatId: dbId, actorId: dbId, anonymous: z.boolean() }),
  /** §7 voicecall stop: to the guest when it ended; §4 an anonymous call's stop reloads the page once its exit state is closed. */
  voicecallStop: () => ({ chatId: dbId, actorId: dbId, anonymous: z.boolean(), exitCode }),
} satisfies ServerMessageShapes;
