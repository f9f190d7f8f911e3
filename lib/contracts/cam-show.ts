import * as z from 'zod';
import { imageSchema } from './image';
import { moneySchema } from './money';
import { insufficientFundsDetailsSchema } from './purchase';

/**
 * §3 chat ticket (cam show): a show as one guest sees it. `isBought`, `canBuy` and `postBuyInfo`
 * (revealed to ticket holders only) depend on the guest: public pages render them for a visitor
 * and the client island fills them in (pages are shared by every visitor of a country).
 * `start` and `end` are ISO instants; pages format them in the guest's language, Europe/Berlin.
 */
export const chatTicketSchema = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actorName: z.string(),
  /** Lowercased name for profile links (§2). */
  actorSlug: z.string(),
  price: moneySchema,
  title: z.string(),
  description: z.string(),
  postBuyInfo: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  isBought: z.boolean(),
  isFree: z.boolean(),
  /** The show has not ended, is not free and the guest holds no ticket yet. */
  canBuy: z.boolean(),
  /** Started and not yet ended: the show is live now. */
  hasStarted: z.boolean(),
  bonusCode: z.string().nullable(),
  isFeatured: z.boolean(),
  isInternal: z.boolean(),
  actorOnline: z.boolean(),
});
export type ChatTicket = z.infer<typeof chatTicketSchema>;

/** A performer with shows, as the cam-shows page lists them (soonest show first). */
export const camShowPerformerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  online: z.boolean(),
  avatar: imageSchema,
  /** Her next (or running) show. */
  nextShow: chatTicketSchema,
  showCount: z.number().int(),
});
export type CamShowPerformer = z.infer<typeof camShowPerformerSchema>;

export const chatTicketListSchema = z.object({ total: z.number().int(), items: z.array(chatTicketSchema) });
export type ChatTicketList = z.infer<typeof chatTicketListSchema>;

/** §9 chat ticket creation type default 'C'. */
export const CHAT_TICKET_DEFAULT_CREATION_TYPE = 'C';

/** §7 buy ticket {id, modelId, start, promoCode, creationType}: `id` is the show (the ChatTicket id). */
export const buyChatTicketInputSchema = z.object({
  id: z.number().int().positive('id must be positive'),
  modelId: z.number().int().positive('modelId must be positive'),
  /** The show's start as the page knew it (ISO instant): a moved show answers SHOW_CHANGED. */
  start: z.string().min(1).max(64),
  promoCode: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((code) => code || null),
  creationType: z
    .string()
    .regex(/^[A-Z]$/, 'creationType is one capital letter')
    .nullish()
    .transform((type) => type ?? CHAT_TICKET_DEFAULT_CREATION_TYPE),
});
export type BuyChatTicketInput = z.output<typeof buyChatTicketInputSchema>;

/** §7 remove ticket {id}: the guest's own ticket of show `id`. */
export const removeChatTicketInputSchema = z.object({ id: z.number().int().positive('id must be positive') });

export const chatTicketErrorCodes = ['NOT_FOUND', 'SHOW_CHANGED', 'SHOW_ENDED', 'SOLD_OUT', 'INSUFFICIENT_FUNDS', 'NOT_REMOVABLE', 'UNAUTHORIZED'] as const;
export type ChatTicketErrorCode = (typeof chatTicketErrorCodes)[number];

/** The guest's ticket itself (what analytics reports: ticket id, show id, price and currency). */
export const heldTicketSchema = z.object({
  id: z.number().int(),
  showId: z.number().int(),
  price: moneySchema,
  promoCode: z.string().nullable(),
  creationType: z.string(),
  createdAt: z.string(),
});
export type HeldTicket = z.infer<typeof heldTicketSchema>;

/** §3/§7 buy and remove answer success, errorCode, ticket and show (the show as the guest now sees it). */
export const chatTicketResultSchema = z.object({
  success: z.boolean(),
  errorCode: z.enum(chatTicketErrorCodes).nullable(),
  ticket: heldTicketSchema.nullable(),
  show: chatTicketSchema.nullable(),
  /** With INSUFFICIENT_FUNDS: what the not-enough-money box shows. */
  insufficientFunds: insufficientFundsDetailsSchema.nullable(),
});
export type ChatTicketResult = z.infer<typeof chatTicketResultSchema>;

/** A show in the performer's studio list (her upcoming and running shows with ticket counts). */
export const studioShowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  price: moneySchema,
  isFree: z.boolean(),
  phase: z.enum(['upcoming', 'running', 'ended']),
  /** She started it in the studio (a show running by the schedule alone has not invited anybody yet). */
  started: z.boolean(),
  ticketCount: z.number().int(),
});
export type StudioShow = z.infer<typeof studioShowSchema>;
export const studioShowListSchema = z.object({ success: z.literal(true), data: z.array(studioShowSchema) });
export const studioShowAnswerSchema = z.object({ success: z.literal(true), data: studioShowSchema });
