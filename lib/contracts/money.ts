import * as z from 'zod';

/** §3 currencies: EUR, CHF, Credits, Voucher and the platform coin. */
export const currencySchema = z.enum(['EUR', 'CHF', 'Credits', 'Voucher', 'Coins']);
export type Currency = z.infer<typeof currencySchema>;

/**
 * A price on the wire: `value` in minor units (cents for EUR and CHF; whole credits, vouchers
 * and coins), never a float. Format it with lib/format/currency.ts.
 */
export const moneySchema = z.object({ value: z.number().int(), currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;
