import * as z from 'zod';
import { errorBodySchema } from './envelope';

/** §3 voucher types spent on purchases: 1 video, 4 photo album. */
export const PURCHASE_VOUCHER_TYPES = { video: 1, album: 4 } as const;

// POST /rest/v1/album/{albumId}/buy – a video (videos.id) or a photo album (albums.id); body {} (JSON)
export const buyInputSchema = z.object({ albumId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * §7 album buy answer {success, guestBalance, guestBalanceFormatted}, plus what happened:
 * `alreadyOwned` (bought before, or free / VIP flatrate: nothing charged), what was paid (EUR
 * cents, 0 with a voucher) and the voucher type spent.
 */
export const buyResponseSchema = z.object({
  success: z.literal(true),
  guestBalance: z.number().int(),
  guestBalanceFormatted: z.string(),
  itemType: z.enum(['video', 'album']),
  itemId: z.number().int(),
  access: z.enum(['bought', 'gifted', 'free', 'flatrate']),
  alreadyOwned: z.boolean(),
  paid: z.number().int(),
  paidFormatted: z.string(),
  voucherType: z.number().int().nullable(),
});
export type BuyResponse = z.infer<typeof buyResponseSchema>;

/**
 * 409 INSUFFICIENT_FUNDS carries what is missing, so the not-enough-money box can offer the top-up.
 * EUR cents: `price` what the item costs this guest now, `balance` the EUR balance, `missing` =
 * price − balance. The whole body:
 * `{"success": false, "error": {"code": "INSUFFICIENT_FUNDS", "message": "…", "details": {"price": 1499, "balance": 500, "missing": 999}}}`.
 * Other errors of the call: 404 NOT_FOUND (unknown, unreleased, banned in the guest's country),
 * 409 NOT_FOR_SALE (free), 401 without a valid token, 400 when not sent as application/json.
 */
export const insufficientFundsDetailsSchema = z.object({ price: z.number().int(), balance: z.number().int(), missing: z.number().int() });
export type InsufficientFundsDetails = z.infer<typeof insufficientFundsDetailsSchema>;

/** The 409 INSUFFICIENT_FUNDS body of album/{albumId}/buy (see above). */
export const insufficientFundsBodySchema = errorBodySchema.extend({
  error: errorBodySchema.shape.error.extend({ code: z.literal('INSUFFICIENT_FUNDS'), details: insufficientFundsDetailsSchema }),
});
