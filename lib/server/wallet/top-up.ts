import 'server-only';
import type * as z from 'zod';
import type { topUpInputSchema } from '@/lib/contracts/wallet';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { assertMayTopUp } from './guest-standing';
import { settleTopUp } from './settle-top-up';
import { answerTopUp, chargeTopUp, openTopUp, readOwnTopUp, readTopUp, replayOutcome, requestHash, type TopUpOutcome } from './top-up-core';

export type { TopUpOutcome } from './top-up-core';
type TopUpRequest = z.output<typeof topUpInputSchema>;

/**
 * Top-up with a card, exactly once per idempotency key (./top-up-core.ts). With `saveCard`
 * — and always in the §2 changecc flow — the card becomes the guest's default method for
 * one-click and auto recharge once the charge succeeds.
 */
export async function startTopUp(
  db: DbOrTx,
  provider: PaymentProvider,
  guestId: number,
  input: TopUpRequest,
  descriptor: string,
): Promise<TopUpOutcome> {
  await assertMayTopUp(db, guestId);
  const { amount, flow, card } = input;
  const save = input.saveCard || flow === 'changecc';
  // The card number enters the fingerprint only as part of its hash; `save` only when set, so older keys keep their hash.
  const hash = requestHash([amount, flow, card.number, card.expiry, card.holder, ...(save ? ['save'] : [])]);
  const { row, replayed } = await openTopUp(db, {
    guestId,
    amount,
    flow,
    paytype: 'CC',
    provider: provider.name,
    descriptor,
    idempotencyKey: input.idempotencyKey,
    requestHash: hash,
  });
  if (replayed) return replayOutcome(db, row);
  return chargeTopUp(db, provider, row, { type: 'card', card, save });
}

/**
 * The confirmation step (card 3-D Secure style, the carrier's text message); a wrong code is a 422
 * and the payment keeps waiting. A voice top-up is confirmed by the call, never by a code.
 */
export async function confirmTopUp(
  db: DbOrTx,
  provider: PaymentProvider,
  guestId: number,
  input: { topUpId: number; code: string },
): Promise<TopUpOutcome> {
  const row = await readOwnTopUp(db, guestId, input.topUpId);
  if (row.status !== 'requires_confirmation' || !row.providerRef) return replayOutcome(db, row);
  if (row.paytype === 'Voice') throw new AppError('CONFLICT', 'A voice top-up is completed by the call.');
  const charge = await provider.confirm(db, { providerRef: row.providerRef, code: input.code });
  if (charge.status === 'requires_confirmation') throw new AppError('CONFIRMATION_CODE_WRONG', 'The code is not correct.', { field: 'code' });
  const balanceChanged = await settleTopUp(db, row.id, charge, provider.name);
  return { result: await answerTopUp(db, await readTopUp(db, row.id)), balanceChanged };
}
