import * as z from 'zod';
import { dataEnvelope } from './envelope';
import { dbIdSchema as id } from './db-id';

const count = z.number().int().min(1).max(1_000_000);
const days = z.number().int().min(1).max(3650);
/** Vouchers may be bound to one actor and may expire some days after redemption. */
const voucherScope = { actorId: id.optional(), validDays: days.optional() };

/**
 * §3 bonus code config: the benefit kinds one code grants. Money amounts are minor units
 * (bonusMoney in EUR cents; coins and credits whole), like everywhere else (DESIGN.md "Money").
 */
export const bonusBenefitSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bonusMoney'), amount: count }),
  z.object({ kind: z.literal('coins'), amount: count }),
  z.object({ kind: z.literal('credits'), amount: count }),
  z.object({ kind: z.literal('vipSubscription'), days }),
  z.object({ kind: z.literal('premiumSubscription'), days }),
  z.object({ kind: z.literal('videoVoucher'), amount: count, ...voucherScope }),
  z.object({ kind: z.literal('photoVoucher'), amount: count, ...voucherScope }),
  z.object({ kind: z.literal('freeMinutes'), minutes: count, ...voucherScope }),
  z.object({ kind: z.literal('freeMessages'), amount: count, ...voucherScope }),
  z.object({ kind: z.literal('mediaAlbum'), albumId: id }),
  z.object({ kind: z.literal('actorSubscription'), actorId: id, days }),
  // With a giftId, `amount` of that gift go to the guest's §3 boughtGifts (lib/server/messenger/grant-gifts.ts);
  // owned gifts have no performer and no end, so actorId and validDays go with the voucher form only.
  // Without a giftId: a messenger-gift voucher (type 6), as before.
  z
    .object({ kind: z.literal('messengerGifts'), amount: count, giftId: id.optional(), ...voucherScope })
    .refine((b) => b.giftId === undefined || (b.actorId === undefined && b.validDays === undefined), {
      message: 'Owned gifts (giftId) are not bound to a performer or a validity.',
      path: ['giftId'],
    }),
  z.object({ kind: z.literal('liveShow'), amount: count, ...voucherScope }),
  // §3 voucher type 10: turns of the spin wheel (never bound to a performer).
  z.object({ kind: z.literal('spins'), amount: count, validDays: days.optional() }),
  // §9 conversion chat trial code: the trial of the conversion-chat box, once per guest (lib/server/conversion-chat/).
  z.object({ kind: z.literal('conversionChatTrial') }),
]);
export type BonusBenefit = z.infer<typeof bonusBenefitSchema>;
export type BonusBenefitKind = BonusBenefit['kind'];

export const bonusBenefitsSchema = z.array(bonusBenefitSchema).min(1).max(20);

/** Codes compare case-insensitively; surrounding blanks are dropped. */
export const bonusCodeSchema = z.string().trim().min(1, 'Enter a code.').max(64);

/** §3 bonus code config: validTo, conditions (requireMobileAuth, vip) and the benefits. */
export const bonusCodeConfigSchema = z.object({
  code: z.string(),
  validTo: z.iso.datetime({ offset: true }).nullable(),
  conditions: z.object({ requireMobileAuth: z.boolean(), vip: z.boolean() }),
  benefits: z.array(bonusBenefitSchema),
});
export type BonusCodeConfig = z.infer<typeof bonusCodeConfigSchema>;

// POST /rest/v1/guest/redeemBonus {code} – §5: the client skips the call for an empty code
export const redeemBonusInputSchema = z.object({ code: bonusCodeSchema });
export const redeemBonusResponseSchema = z.object({
  success: z.literal(true),
  bonus: z.object({ code: z.string(), benefits: z.array(bonusBenefitSchema) }),
});
export type RedeemBonusResponse = z.infer<typeof redeemBonusResponseSchema>;

// GET /rest/v1/bonus/lookup?code=
export const bonusLookupInputSchema = z.object({ code: bonusCodeSchema });
export const bonusLookupResponseSchema = dataEnvelope(bonusCodeConfigSchema);

// GET /rest/v1/bonus/remaining
export const remainingBonusCodesResponseSchema = dataEnvelope(z.object({ codes: z.array(bonusCodeConfigSchema) }));

// GET /rest/v1/promo/hasGuestNotRedeemedOnTopCodeInstance/{promoCode}
export const promoCodeInputSchema = z.object({ promoCode: bonusCodeSchema });
export const promoNotRedeemedResponseSchema = dataEnvelope(z.object({ hasNotRedeemed: z.boolean() }));
