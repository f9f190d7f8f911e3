import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import type { SavedMethod } from './saved-methods';
import { chargeTopUp, openTopUp, replayOutcome, requestHash, type TopUpOutcome } from './top-up-core';

/**
 * A top-up from a saved method (§2 oneclick, autorecharge), exactly once per idempotency key.
 * The method is not part of the request's fingerprint: a replay after the default changed still
 * answers the first outcome.
 */
export async function chargeSavedMethod(
  db: DbOrTx,
  provider: PaymentProvider,
  charge: { guestId: number; method: SavedMethod; amount: number; flow: 'oneclick' | 'autorecharge'; idempotencyKey: string; descriptor: string; extra?: unknown[] },
): Promise<TopUpOutcome> {
  const { guestId, method, amount, flow } = charge;
  if (method.provider !== provider.name) throw new AppError('NO_PAYMENT_METHOD', 'Please save your card or bank account again.');
  const { row, replayed } = await openTopUp(db, {
    guestId,
    amount,
    flow,
    paytype: method.paytype,
    provider: provider.name,
    descriptor: charge.descriptor,
    idempotencyKey: charge.idempotencyKey,
    requestHash: requestHash([amount, flow, ...(charge.extra ?? [])]),
    paymentMethodId: method.id,
  });
  if (replayed) return replayOutcome(db, row);
  return chargeTopUp(db, provider, row, { type: 'method', methodRef: method.providerRef });
}
