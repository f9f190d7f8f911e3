import * as z from 'zod';
import { dataEnvelope } from './envelope';
import { openCompensationSchema } from './payment-methods';

/**
 * The sandbox payment provider's dispute desk (§6): a tester charges back one of their own
 * card payments. Both calls are 404 unless PAYMENT_PROVIDER=sandbox.
 */

// GET /rest/v1/wallet/sandbox/disputable – the guest's recent succeeded card top-ups, newest first
export const disputablePaymentSchema = z.object({
  topUpId: z.number().int(),
  amount: z.number().int(),
  amountFormatted: z.string(),
  /** What paid: 'Visa •••• 4242'. */
  label: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Already charged back (a second dispute changes nothing). */
  disputed: z.boolean(),
});
export type DisputablePayment = z.infer<typeof disputablePaymentSchema>;
export const disputablePaymentsResponseSchema = dataEnvelope(z.object({ items: z.array(disputablePaymentSchema) }));

// POST /rest/v1/wallet/sandbox/dispute – {topUpId} → what went back from the balance and what is open now; 409 CONFLICT unless a succeeded card top-up
export const sandboxDisputeInputSchema = z.object({ topUpId: z.number().int().positive().max(2_147_483_647) });
export const sandboxDisputeResultSchema = z.object({
  topUpId: z.number().int(),
  /** The disputed payment (cents). */
  amount: z.number().int(),
  amountFormatted: z.string(),
  /** Taken back from the guest's EUR balance (cents); the rest of `amount` became an open compensation item. */
  debited: z.number().int(),
  debitedFormatted: z.string(),
  /** The guest's open compensation items now (all of them, not only this dispute's). */
  open: openCompensationSchema,
  /** The payment had been charged back before: nothing changed this time. */
  replayed: z.boolean(),
});
export type SandboxDisputeResult = z.infer<typeof sandboxDisputeResultSchema>;
export const sandboxDisputeResponseSchema = dataEnvelope(sandboxDisputeResultSchema);
