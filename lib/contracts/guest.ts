import * as z from 'zod';

/** `GET /rest/v1/guest/getGuestBalance` (§7): balance in minor units of EUR. */
export const guestBalanceResponseSchema = z.object({
  success: z.literal(true),
  balance: z.number().int(),
  balanceFormatted: z.string(),
  isPayingCustomer: z.boolean(),
});
export type GuestBalanceResponse = z.infer<typeof guestBalanceResponseSchema>;
