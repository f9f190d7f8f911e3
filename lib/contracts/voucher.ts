import * as z from 'zod';
import { dataEnvelope } from './envelope';

/**
 * §3 voucher types 1 to 10, in the order the spec lists them. Amounts are counts, except
 * videochat, which counts seconds (§3 voucher name chatSeconds).
 */
export const VOUCHER_TYPE = {
  video: 1,
  videochat: 2,
  credits: 3,
  photoAlbum: 4,
  messages: 5,
  messengerGift: 6,
  liveShow: 7,
  privateShow: 8,
  bonusCode: 9,
  spins: 10,
} as const;
export type VoucherTypeName = keyof typeof VOUCHER_TYPE;

export const voucherTypeSchema = z.number().int().min(1).max(10);

/** §3 guest session vouchers (type, amount, actorId): summed per type and actor, only those valid now. */
export const guestVoucherSchema = z.object({
  type: voucherTypeSchema,
  amount: z.number().int(),
  /** Null: usable with any actor. */
  actorId: z.number().int().nullable(),
});
export type GuestVoucher = z.infer<typeof guestVoucherSchema>;

// GET /rest/v1/guest/vouchers
export const guestVouchersResponseSchema = dataEnvelope(z.object({ vouchers: z.array(guestVoucherSchema) }));
export type GuestVouchersResponse = z.infer<typeof guestVouchersResponseSchema>;
