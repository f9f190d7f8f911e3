import { z } from 'zod';
import { imageSchema } from './actor';
import { moneySchema } from './money';

/**
 * §3 chat ticket (cam show). Shown only in this issue: buying comes with live chat, so
 * `isBought` is false and `postBuyInfo` null (it is revealed to ticket holders only) until then.
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
