import * as z from 'zod';
import { CHAT_EXIT, chatExitCodes, chatStatuses, chatTypes, clientExitCodes } from '@/lib/chat/chat-codes';
import { liveReactions } from '@/lib/chat/reactions';
import type { RestrictionReason } from '@/lib/guest/roles';
import { dataEnvelope } from './envelope';
import { messageSchema } from './messenger';
import { dbIdParamSchema as idParam, dbIdSchema as dbId } from './db-id';

/**
 * Chats (§3 chat types, exit codes; §9 billing): the REST area `chat` (/rest/v1/chat/…).
 * Amounts are EUR cents, times ISO strings, durations whole seconds.
 */

export const chatTypeSchema = z.enum(chatTypes);
export const chatStatusSchema = z.enum(chatStatuses);
export const chatExitCodeSchema = z.literal(chatExitCodes);
export const clientExitCodeSchema = z.literal(clientExitCodes);

/**
 * §6 restriction reasons as the refusal of a start. The start answers the matching error:
 * 401 UNAUTHORIZED → needLogin; 403 AGE_VERIFICATION_REQUIRED (an fsk-18 chat, exit 601) →
 * needAgeCheck; 409 INSUFFICIENT_FUNDS with details {price, balance, missing} (less than the §9
 * minimum chat balance and no videochat voucher) → needPurchase. Other refusals are not the
 * guest's to fix: 404 no such performer; 409 CHAT_UNAVAILABLE with details {reason: offline |
 * notOffered | privateBusy | freeUsedUp | ticketShow | previewUsedUp}; 403 TICKET_REQUIRED
 * {showId} while her ticket show runs (the guest buys a ticket on her live-show page). A live
 * preview's refusals carry its §3 code: 403 AGE_VERIFICATION_REQUIRED {exitCode: 407} (601 for
 * the other chats), 403 ACCOUNT_LOCKED (408), previewUsedUp (402, one preview per performer a day).
 */
export function chatStartRestriction(errorCode: string): RestrictionReason | null {
  if (errorCode === 'UNAUTHORIZED') return 'needLogin';
  if (errorCode === 'AGE_VERIFICATION_REQUIRED') return 'needAgeCheck';
  if (errorCode === 'INSUFFICIENT_FUNDS') return 'needPurchase';
  return null;
}
/** The exit code a needAgeCheck refusal stands for (§3 601 age-rating denied). */
export const AGE_REFUSAL_EXIT_CODE = CHAT_EXIT.ageRatingDenied;

/** One chat as its guest sees it. */
export const chatViewSchema = z.object({
  id: dbId,
  type: chatTypeSchema,
  status: chatStatusSchema,
  actorId: dbId,
  actorName: z.string(),
  /** The per-minute price fixed at the start (0 for free chat); §9 "chat price shown per minute". */
  pricePerMinute: z.number().int().min(0),
  pricePerMinuteFormatted: z.string(),
  ageRating: z.literal([16, 18]),
  createdAt: z.string(),
  /** When the media first came up (billing starts there); null while connecting. */
  mediaStartedAt: z.string().nullable(),
  billedSeconds: z.number().int().min(0),
  billedAmount: z.number().int().min(0),
  billedAmountFormatted: z.string(),
  /** Free chat: seconds of today's allowance left with this performer; a live preview: its seconds left; null for paid chats. */
  freeSecondsLeft: z.number().int().min(0).nullable(),
  /** A live preview's limit in seconds (§6: 5, VIP 20), the page's countdown; null (or absent) for every other chat. */
  previewSeconds: z.number().int().positive().nullable().optional(),
  exitCode: chatExitCodeSchema.nullable(),
  endedAt: z.string().nullable(),
});
export type ChatView = z.infer<typeof chatViewSchema>;

// POST /rest/v1/chat/start {actorId, type} – refusals as described at chatStartRestriction
export const startChatInputSchema = z.object({ actorId: dbId, type: chatTypeSchema });
export type StartChatInput = z.infer<typeof startChatInputSchema>;
export const startChatResponseSchema = dataEnvelope(z.object({ chat: chatViewSchema }));

// GET /rest/v1/chat/current – the guest's chat that has not ended, or null
export const currentChatResponseSchema = dataEnvelope(z.object({ chat: chatViewSchema.nullable() }));

// POST /rest/v1/chat/{chatId}/end {exitCode?} – the guest ends their own chat (100-series, default 101)
export const endChatInputSchema = z.object({ chatId: idParam, exitCode: clientExitCodeSchema.default(CHAT_EXIT.guestLeft) });
export const endChatResponseSchema = dataEnvelope(z.object({ chat: chatViewSchema }));

// GET /rest/v1/chat/{chatId}/receipt – the guest's own chat only (404 otherwise)
export const chatIdInputSchema = z.object({ chatId: idParam });

/** One line of the itemised receipt: seconds paid by free chat, by voucher, or by money. */
export const receiptItemSchema = z.object({
  kind: z.enum(['free', 'voucher', 'paid']),
  seconds: z.number().int().min(0),
  amount: z.number().int().min(0),
  amountFormatted: z.string(),
});

export const chatReceiptSchema = z.object({
  chatId: dbId,
  type: chatTypeSchema,
  actorId: dbId,
  actorName: z.string(),
  status: chatStatusSchema,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  seconds: z.number().int().min(0),
  pricePerMinute: z.number().int().min(0),
  pricePerMinuteFormatted: z.string(),
  voucherSeconds: z.number().int().min(0),
  freeSeconds: z.number().int().min(0),
  paidSeconds: z.number().int().min(0),
  amount: z.number().int().min(0),
  amountFormatted: z.string(),
  currency: z.literal('EUR'),
  exitCode: chatExitCodeSchema.nullable(),
  items: z.array(receiptItemSchema),
});
export type ChatReceipt = z.infer<typeof chatReceiptSchema>;
export const chatReceiptResponseSchema = dataEnvelope(chatReceiptSchema);

// GET /rest/v1/chat/free-durations – §3 guest session "free-chat durations": seconds left per performer today
export const freeChatDurationsSchema = z.object({
  /** What every performer without an entry has left: the full daily allowance. */
  defaultSeconds: z.number().int().min(0),
  durations: z.array(z.object({ actorId: dbId, remainingSeconds: z.number().int().min(0) })),
});
export type FreeChatDurations = z.infer<typeof freeChatDurationsSchema>;
export const freeChatDurationsResponseSchema = dataEnvelope(freeChatDurationsSchema);

/** In-chat text: 1–500 characters. */
export const CHAT_TEXT_MAX = 500;

// POST /rest/v1/chat/{chatId}/message {text?, giftId?, toyId?} – exactly one of the three; text free, gift/toy charged once
export const chatMessageInputSchema = z
  .object({
    chatId: idParam,
    text: z.string().trim().min(1).max(CHAT_TEXT_MAX).optional(),
    giftId: dbId.optional(),
    toyId: dbId.optional(),
    /** Optional: a resend with the same id answers the first message and charges nothing. */
    clientMessageId: z.string().min(8).max(64).optional(),
  })
  .refine((input) => [input.text, input.giftId, input.toyId].filter((value) => value !== undefined).length === 1, {
    message: 'Send exactly one of text, giftId and toyId.',
  });
export const chatMessageResponseSchema = dataEnvelope(z.object({ message: messageSchema }));

// POST /rest/v1/chat/{chatId}/reaction {reaction} – free, not stored; 403 voyeur, 404 not theirs, 409 ended or {reason: 'tooFast'} (> 1 per second)
export const chatReactionInputSchema = z.object({ chatId: idParam, reaction: z.enum(liveReactions) });
export const chatReactionResponseSchema = dataEnvelope(z.object({ reaction: z.enum(liveReactions) }));
