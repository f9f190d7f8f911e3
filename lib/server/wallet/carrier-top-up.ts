import 'server-only';
import type * as z from 'zod';
import type { carrierTopUpInputSchema } from '@/lib/contracts/payment-methods';
import type { DbOrTx } from '@/lib/server/db/client';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { assertMayTopUp } from './guest-standing';
import { chargeTopUp, openTopUp, replayOutcome, requestHash, type TopUpOutcome } from './top-up-core';

type CarrierTopUpRequest = z.output<typeof carrierTopUpInputSchema>;

/**
 * §2 carrier flow: billed to the guest's phone bill. The carrier texts a code, so the answer is
 * requires_confirmation (or declined); wallet/pay/confirm with the code completes it.
 */
export async function startCarrierTopUp(
  db: DbOrTx,
  provider: PaymentProvider,
  guestId: number,
  input: CarrierTopUpRequest,
  descriptor: string,
): Promise<TopUpOutcome> {
  await assertMayTopUp(db, guestId);
  const { amount, msisdn } = input;
  const { row, replayed } = await openTopUp(db, {
    guestId,
    amount,
    flow: 'carrier',
    paytype: 'carrier',
    provider: provider.name,
    descriptor,
    idempotencyKey: input.idempotencyKey,
    requestHash: requestHash([amount, 'carrier', msisdn]),
    phone: msisdn,
  });
  if (replayed) return replayOutcome(db, row);
  return chargeTopUp(db, provider, row, { type: 'carrier', msisdn });
}
