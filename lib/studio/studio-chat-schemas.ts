import { z } from 'zod';
import { chatExitCodes, chatTypes } from '@/lib/chat/chat-codes';
import { dataEnvelope } from '@/lib/contracts/envelope';

/**
 * The studio's side of the issue 8 chat contract (REST under /rest/v1/studio/chat/…), as the
 * studio page parses the answers. The server's own schemas are lib/contracts/studio-chat.ts;
 * these accept the same shapes (unknown extra fields are dropped, never refused).
 */
const dbId = z.number().int().positive().max(2_147_483_647);

/** One running chat in her room; voyeur chats are never listed (they watch without being seen). */
export const studioChatSchema = z.object({
  chatId: dbId,
  type: z.enum(chatTypes),
  guestName: z.string(),
  status: z.enum(['connecting', 'open']),
  createdAt: z.string(),
  /** When the media came up (billing starts there); null while connecting. */
  mediaStartedAt: z.string().nullable(),
  billedSeconds: z.number().int().min(0),
  /** Her share so far, EUR cents, and its §9 text. */
  earned: z.number().int().min(0),
  earnedFormatted: z.string(),
});
export type StudioChat = z.infer<typeof studioChatSchema>;

// GET /rest/v1/studio/chat/room – her running chats
export const studioChatRoomResponseSchema = dataEnvelope(z.object({ chats: z.array(studioChatSchema) }));

// POST /rest/v1/studio/chat/{chatId}/kick (exit 301) and …/end (exit 200)
export const studioChatEndResponseSchema = dataEnvelope(z.object({ chatId: dbId, exitCode: z.literal(chatExitCodes) }));

/** An in-chat text is 1–500 characters (contract §4). */
export const CHAT_TEXT_MAX = 500;
export const studioChatTextInputSchema = z.object({ text: z.string().trim().min(1).max(CHAT_TEXT_MAX) });

// POST /rest/v1/studio/chat/{chatId}/message {text} – her in-chat text; the message itself also arrives as chatMessage
export const studioChatTextResponseSchema = dataEnvelope(z.object({ message: z.object({ id: dbId }) }));

/**
 * The WS event chatMessage (contract §4) as the studio reads it: the guest's text, gift or toy
 * command, and her own texts echoed back. giftName names the gift or the toy.
 */
export const chatMessageEventSchema = z.object({
  type: z.literal('chatMessage'),
  chatId: dbId,
  message: z.object({
    id: dbId,
    senderType: z.enum(['guest', 'actor']),
    messageType: z.enum(['text', 'gift', 'toy']),
    text: z.string(),
    giftName: z.string().nullable(),
    toyDurationSeconds: z.number().int().min(0).nullable(),
    guestName: z.string(),
    createdAt: z.string(),
  }),
});
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;
export type LiveChatMessage = ChatMessageEvent['message'] & { chatId: number };
