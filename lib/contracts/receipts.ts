import * as z from 'zod';
import { currencySchema } from './money';
import { dataEnvelope } from './envelope';

// GET /rest/v1/guest/receipts?offset=&limit= – receipts: every charge and credit, newest first
export const receiptsInputSchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const receiptSchema = z.object({
  /** The ledger entry. */
  id: z.number().int(),
  /** ISO 8601. */
  date: z.string(),
  /** What it was: top-up, bonus-code, purchase, seed-grant, … */
  kind: z.string(),
  /** The item's own words where known: the code, the card's last digits, the bought item. */
  detail: z.string().nullable(),
  /** Signed minor units: a credit is positive, a charge negative. */
  amount: z.number().int(),
  currency: currencySchema,
  amountFormatted: z.string(),
  /** The billing descriptor on the guest's card statement (top-ups only). */
  descriptor: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptsResponseSchema = dataEnvelope(z.object({ items: z.array(receiptSchema), total: z.number().int() }));
