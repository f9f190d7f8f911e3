import 'server-only';
import type * as z from 'zod';
import type { sepaTopUpInputSchema } from '@/lib/contracts/payment-methods';
import type { DbOrTx } from '@/lib/server/db/client';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { assertMayTopUp } from './guest-standing';
import { chargeTopUp, openTopUp, replayOutcome, requestHash, type TopUpOutcome } from './top-up-core';

type SepaTopUpRequest = z.output<typeof sepaTopUpInputSchema>;

/**
 * §2 paytype LS: a top-up by SEPA direct debit under the mandate the guest accepted. The changels
 * flow keeps the account as the default method; moneycharge with LS pays once.
 */
export async function startSepaTopUp(
  db: DbOrTx,
  provider: PaymentProvider,
  guestId: number,
  input: SepaTopUpRequest,
  descriptor: string,
): Promise<TopUpOutcome> {
  await assertMayTopUp(db, guestId);
  const { amount, flow, iban, holder } = input;
  const { row, replayed } = await openTopUp(db, {
    guestId,
    amount,
    flow,
    paytype: 'LS',
    provider: provider.name,
    descriptor,
    idempotencyKey: input.idempotencyKey,
    requestHash: requestHash([amount, flow, iban, holder]),
  });
  if (replayed) return replayOutcome(db, row);
  return chargeTopUp(db, provider, row, { type: 'sepa', iban, holder, save: flow === 'changels' });
}
