import * as z from 'zod';
import { imageSchema } from './image';
import { dataEnvelope } from './envelope';
import { currencySchema } from './money';

const epochSeconds = z.number().int().nonnegative();

/** §3 guest session "conversion-chat countdown ends" (epoch seconds; null: not a candidate / not eligible now). */
export const conversionChatStateSchema = z.object({
  candidateEndsAt: epochSeconds.nullable(),
  eligibleEndsAt: epochSeconds.nullable(),
});

// POST /rest/v1/guest/conversionChat {action} – §7: enable (accept the trial) or disable (decline it)
export const conversionChatActionSchema = z.enum(['enable', 'disable']);
export type ConversionChatAction = z.infer<typeof conversionChatActionSchema>;
export const conversionChatInputSchema = z.object({ action: conversionChatActionSchema });
export const conversionChatResponseSchema = z.object({ success: z.literal(true) });
export type ConversionChatResponse = z.infer<typeof conversionChatResponseSchema>;

/** §7 "conversion chat actors": an online performer who takes trial chats, with her live chat price. */
export const conversionChatActorSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Her profile link's name (§2: lowercased). */
  slug: z.string(),
  avatar: imageSchema,
  /** Her live chat price per minute in minor units (§9 "chat price shown per minute"). */
  pricePerMinute: z.number().int().nonnegative(),
  currency: currencySchema,
});
export type ConversionChatActor = z.infer<typeof conversionChatActorSchema>;

// GET /rest/v1/actor/conversionChatActors – §9: at most 30
export const conversionChatActorsResponseSchema = dataEnvelope(z.object({ actors: z.array(conversionChatActorSchema) }));
export type ConversionChatActorsResponse = z.infer<typeof conversionChatActorsResponseSchema>;
