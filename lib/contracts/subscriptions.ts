import * as z from 'zod';
import { dataEnvelope } from './envelope';
import { idempotencyKeySchema } from './wallet';
import { dbIdSchema } from './db-id';

/** §2 subscription flows: VIP, its trial, and the TV subscription. */
export const subscriptionFlows = ['vipabo', 'trialvipabo', 'vxtvabo'] as const;
export type SubscriptionFlow = (typeof subscriptionFlows)[number];

// POST /rest/v1/wallet/pay/subscribe
export const subscribeInputSchema = z.object({ flow: z.enum(subscriptionFlows), idempotencyKey: idempotencyKeySchema });

// POST /rest/v1/guest/subscription/cancel
export const cancelSubscriptionInputSchema = z.object({ kind: z.enum(['vip', 'tv']) });

// POST /rest/v1/guest/acceptCancellationOffer – §7 {guest_id, platform_text}
export const cancellationOfferInputSchema = z.object({
  guest_id: dbIdSchema,
  platform_text: z.string().trim().min(1).max(200),
});
export const cancellationOfferResponseSchema = z.object({
  success: z.literal(true),
  accepted_offer: z.boolean(),
  accepted_offer_info: z.string().nullable(),
});

const subscriptionSchema = z.object({
  kind: z.enum(['vip', 'tv']),
  flow: z.string(),
  /** ISO 8601: paid through. */
  currentPeriodEnd: z.string(),
  autoRenew: z.boolean(),
  renewalPrice: z.number().int(),
  renewalPriceFormatted: z.string(),
  offerAvailable: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

/** §6: VIP counts as TV subscriber. */
export const subscriptionStateSchema = z.object({
  isVip: z.boolean(),
  isVXTVAboSubscriber: z.boolean(),
  subscriptions: z.array(subscriptionSchema),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;
export const subscriptionStateResponseSchema = dataEnvelope(subscriptionStateSchema);

/** POST wallet/pay/subscribe: the first period's price and the state after it. */
export const subscribeResponseSchema = dataEnvelope(z.object({ price: z.number().int(), priceFormatted: z.string(), state: subscriptionStateSchema }));
