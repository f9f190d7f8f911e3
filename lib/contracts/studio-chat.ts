import * as z from 'zod';
import { chatTypeSchema } from './chat';
import { dataEnvelope } from './envelope';
import { messageSchema } from './messenger';
import { dbIdParamSchema as idParam, dbIdSchema as dbId } from './db-id';

/**
 * The performer's side of chats, REST area `studio`, calls `chat/…`, with
 * the performer access token. Amounts are EUR cents, times ISO strings.
 */

/** One running chat of hers; voyeur chats are never listed (they watch without being seen). */
export const studioChatSchema = z.object({
  chatId: dbId,
  type: chatTypeSchema,
  guestName: z.string(),
  /** connecting: a private request not yet accepted (or media not yet up); open: billed. */
  status: z.enum(['connecting', 'open']),
  createdAt: z.string(),
  mediaStartedAt: z.string().nullable(),
  billedSeconds: z.number().int().min(0),
  /** Her share so far. */
  earned: z.number().int().min(0),
  earnedFormatted: z.string(),
});
export type StudioChat = z.infer<typeof studioChatSchema>;

// GET /rest/v1/studio/chat/room – her running chats (no voyeurs), oldest first
export const studioChatRoomResponseSchema = dataEnvelope(z.object({ chats: z.array(studioChatSchema) }));

// POST /rest/v1/studio/chat/{chatId}/kick (exit 301) and …/end (exit 200: ends it, or declines a private request)
export const studioChatIdInputSchema = z.object({ chatId: idParam });
export const studioChatEndResponseSchema = dataEnvelope(z.object({ chatId: dbId, exitCode: z.number().int() }));

// POST /rest/v1/studio/chat/{chatId}/message {text} – her text in the chat (free)
export const studioChatMessageInputSchema = z.object({ chatId: idParam, text: z.string().trim().min(1).max(500) });
export const studioChatMessageResponseSchema = dataEnvelope(z.object({ message: messageSchema }));

// POST /rest/v1/studio/chat/room/message {text} – her text to every guest of her group room (free, live; voyeurs read it); 409 {reason: 'emptyRoom'}
export const studioRoomMessageInputSchema = z.object({ text: z.string().trim().min(1).max(500) });
/** recipients: the guests it was stored for (voyeurs are never counted: she must not learn of them). */
export const studioRoomMessageResponseSchema = dataEnvelope(z.object({ message: messageSchema, recipients: z.number().int().min(0) }));
