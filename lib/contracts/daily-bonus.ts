import * as z from 'zod';
import { bonusBenefitSchema } from './bonus';
import { dbIdSchema } from './db-id';
import { dataEnvelope } from './envelope';
import { moneySchema } from './money';

/** §3 daily bonus offer kinds. */
export const DAILY_BONUS_KINDS = ['oneDayVip', 'video', 'photoAlbum', 'topUpPercent', 'topUpFlat', 'merchandise', 'messengerGift', 'videoVoucher'] as const;
export const dailyBonusKindSchema = z.enum(DAILY_BONUS_KINDS);
export type DailyBonusKind = z.infer<typeof dailyBonusKindSchema>;

/** A calendar day as the wire writes it (YYYY-MM-DD, a Berlin day). */
export const calendarDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** §3 conditions (name, value): who may take the offer. */
export const offerConditionSchema = z.object({ name: z.enum(['vip', 'nonVip', 'payingCustomer', 'minTopUp']), value: z.number().int().min(0) });
export type OfferCondition = z.infer<typeof offerConditionSchema>;

/** §3 effect (name, value, unit, code): what the offer does, as the page shows it. */
export const offerEffectSchema = z.object({
  name: z.enum(['vipDays', 'dealPrice', 'topUpPercent', 'topUpFlat', 'merchandise', 'messengerGifts', 'videoVouchers']),
  value: z.number().int().min(0),
  unit: z.enum(['days', 'cents', 'percent', 'pieces']),
  code: z.string().max(40).nullable(),
});
export type OfferEffect = z.infer<typeof offerEffectSchema>;

/**
 * The stored grant of an offer (jsonb, written and read through this schema): the §3 benefits it
 * credits (vouchers, VIP days, gifts), a bonus on the next top-up, or the item it sells.
 */
export const offerGrantSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('benefits'), benefits: z.array(bonusBenefitSchema).min(1).max(5) }),
  // percent: of the next top-up, capped at maxCents; flat: cents added to the next top-up.
  z.object({ type: z.literal('topUpBonus'), mode: z.enum(['percent', 'flat']), value: z.number().int().min(1).max(100_000), maxCents: z.number().int().min(1).max(100_000) }),
  z.object({ type: z.literal('item'), itemType: z.enum(['video', 'album']), itemId: dbIdSchema }),
  // Merchandise is sent by post: the guest gets a code to quote.
  z.object({ type: z.literal('merchandise'), article: z.string().min(1).max(60) }),
]);
export type OfferGrant = z.infer<typeof offerGrantSchema>;

export const wallpaperSchema = z.object({ id: z.number().int(), hd: z.string(), fourK: z.string(), mobile: z.string(), preview: z.string() });
export const offerContentSchema = z.object({
  video: z.object({ id: z.number().int(), title: z.string(), link: z.string(), preview: z.string() }).nullable(),
  album: z.object({ id: z.number().int(), title: z.string(), link: z.string() }).nullable(),
  wallpaper: wallpaperSchema.nullable(),
  messengerGift: z.object({ amount: z.number().int() }).nullable(),
});

/** §3 daily bonus: one offer per Berlin day. */
export const dailyBonusOfferSchema = z.object({
  id: z.number().int(),
  date: calendarDaySchema,
  kind: dailyBonusKindSchema,
  conditions: z.array(offerConditionSchema),
  effect: offerEffectSchema,
  price: moneySchema.nullable(),
  free: z.boolean(),
  /** null: unlimited; else what is left (0 = sold out). */
  quantity: z.number().int().min(0).nullable(),
  quantityTotal: z.number().int().min(0).nullable(),
  /** The guest took it (claimed or bought); false for visitors. */
  purchased: z.boolean(),
  content: offerContentSchema,
});
export type DailyBonusOffer = z.infer<typeof dailyBonusOfferSchema>;

export const dailyBonusDaysSchema = z.object({
  /** The Berlin day the server counted as today, and the instant it ends (§9 23:59:59 Berlin time). */
  today: calendarDaySchema,
  endsAt: z.string(),
  yesterday: dailyBonusOfferSchema.nullable(),
  current: dailyBonusOfferSchema.nullable(),
  tomorrow: dailyBonusOfferSchema.nullable(),
});
export type DailyBonusDays = z.infer<typeof dailyBonusDaysSchema>;

// GET /rest/v1/dailyBonus/get (optional qmday)
export const dailyBonusResponseSchema = dataEnvelope(dailyBonusDaysSchema);
export type DailyBonusResponse = z.infer<typeof dailyBonusResponseSchema>;

export const consumedOfferSchema = z.object({
  offerId: z.number().int(),
  date: calendarDaySchema,
  kind: dailyBonusKindSchema,
  effect: offerEffectSchema,
  paid: moneySchema.nullable(),
  claimedAt: z.string(),
  /** Merchandise code, or null. */
  code: z.string().nullable(),
  wallpaper: wallpaperSchema.nullable(),
});
export type ConsumedOffer = z.infer<typeof consumedOfferSchema>;

// GET /rest/v1/dailyBonus/consumed (§9 consumed offers 31, newest first)
export const consumedOffersResponseSchema = dataEnvelope(z.object({ offers: z.array(consumedOfferSchema) }));
export type ConsumedOffersResponse = z.infer<typeof consumedOffersResponseSchema>;

// POST /rest/v1/dailyBonus/claim {offerId, qmday?}
export const claimOfferInputSchema = z.object({ offerId: dbIdSchema });
export const claimOfferResponseSchema = dataEnvelope(
  z.object({ offer: dailyBonusOfferSchema, paid: moneySchema.nullable(), code: z.string().nullable(), guestBalance: z.number().int() }),
);
export type ClaimOfferResponse = z.infer<typeof claimOfferResponseSchema>;

/** §3/§9 models of the month (the current Berlin month). */
export const modelOfMonthSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), avatar: z.string(), online: z.boolean(), offers: z.number().int() });
export type ModelOfMonth = z.infer<typeof modelOfMonthSchema>;
// GET /rest/v1/dailyBonus/modelsOfMonth (optional qmday)
export const modelsOfMonthResponseSchema = dataEnvelope(z.object({ models: z.array(modelOfMonthSchema) }));
export type ModelsOfMonthResponse = z.infer<typeof modelsOfMonthResponseSchema>;
