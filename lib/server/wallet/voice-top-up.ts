import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { VoiceTopUp } from '@/lib/contracts/payment-methods';
import type { DbOrTx } from '@/lib/server/db/client';
import { topUps } from '@/lib/server/db/schema/payments';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { assertMayTopUp } from './guest-standing';
import { answerTopUp, openTopUp, providerReference, readTopUp, requestHash } from './top-up-core';

/**
 * §2 paytype Voice: the guest calls a premium-rate number and types a PIN; the call pays. The
 * answer is requires_confirmation with the number and PIN until the call (the view polls
 * wallet/pay/status). A replay of the key answers the same number and PIN (the provider's session
 * is kept per reference); we keep only the PIN's hash.
 */
export async function startVoiceTopUp(
  db: DbOrTx,
  provider: PaymentProvider,
  guestId: number,
  input: { amount: number; idempotencyKey: string },
  descriptor: string,
): Promise<VoiceTopUp> {
  await assertMayTopUp(db, guestId);
  const { row } = await openTopUp(db, {
    guestId,
    amount: input.amount,
    flow: 'moneycharge',
    paytype: 'Voice',
    provider: provider.name,
    descriptor,
    idempotencyKey: input.idempotencyKey,
    requestHash: requestHash([input.amount, 'voice']),
  });
  const session = await provider.startVoice(db, { reference: providerReference(row), amount: row.amount });
  await db
    .update(topUps)
    .set({
      status: 'requires_confirmation',
      providerRef: session.providerRef,
      phone: session.phoneNumber,
      pinHash: createHash('sha256').update(session.pin).digest('hex'),
      expiresAt: session.expiresAt,
      sourceLabel: 'Voice',
    })
    .where(and(eq(topUps.id, row.id), eq(topUps.status, 'pending')));
  const result = await answerTopUp(db, await readTopUp(db, row.id));
  return { ...result, phoneNumber: session.phoneNumber, pin: session.pin, expiresAt: session.expiresAt.toISOString() };
}
