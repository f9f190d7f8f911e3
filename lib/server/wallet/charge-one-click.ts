import 'server-only';
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@/lib/contracts/wallet';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { chargeSavedMethod } from './charge-saved-method';
import { oneClickOffer } from './one-click-offer';
import type { PaymentConfig } from './payment-config';
import type { TopUpOutcome } from './top-up-core';

/**
 * §2 oneclick (REST wallet/pay/oneclick and the WebSocket's chargeOneClick): tops up `amount`
 * EUR cents from the default saved method, once per idempotency key, when one-click is offered.
 */
export async function chargeOneClick(
  db: DbOrTx,
  provider: PaymentProvider,
  guestId: number,
  input: { amount: number; idempotencyKey: string; channelId?: number | null },
  descriptor: string,
  config: PaymentConfig,
): Promise<TopUpOutcome> {
  if (!Number.isInteger(input.amount) || input.amount < TOP_UP_MIN_CENTS || input.amount > TOP_UP_MAX_CENTS) {
    throw new AppError('VALIDATION_FAILED', 'The amount must be between 5.00 and 1,000.00 EUR.', [{ path: 'amount', message: 'Out of range.' }]);
  }
  const offer = await oneClickOffer(db, guestId, config);
  if (offer.blocked === 'locked') throw new AppError('FORBIDDEN', 'This account cannot pay.');
  if (offer.blocked === 'restricted') throw new AppError('RESTRICTED', 'Please settle the open payment first.');
  if (offer.blocked === 'not_configured') throw new AppError('FORBIDDEN', 'One-click is not offered.');
  if (!offer.method) throw new AppError('NO_PAYMENT_METHOD', 'Please save a card or bank account first.');
  return chargeSavedMethod(db, provider, {
    guestId,
    method: offer.method,
    amount: input.amount,
    flow: 'oneclick',
    idempotencyKey: input.idempotencyKey,
    descriptor,
    extra: [input.channelId ?? null],
  });
}
