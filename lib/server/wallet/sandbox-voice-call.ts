import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { type SandboxVoiceCallStatus, sandboxVoiceCall } from '@/lib/server/payments/sandbox-voice';
import { settleTopUp } from './settle-top-up';
import { readTopUp } from './top-up-core';

export type VoiceCallOutcome = { status: SandboxVoiceCallStatus; guestId: number | null; balanceChanged: boolean };

/**
 * The sandbox telephone (PAYMENT_PROVIDER=sandbox): the call is taken by the sandbox, and, as a
 * real provider's notification would, our top-up is settled in the same request — once, however
 * often the PIN is called.
 */
export async function takeSandboxVoiceCall(db: DbOrTx, provider: PaymentProvider, input: { phoneNumber: string; pin: string }): Promise<VoiceCallOutcome> {
  const call = await sandboxVoiceCall(db, input);
  const topUpId = Number(/^top-up:(\d{1,10})$/.exec(call.reference ?? '')?.[1] ?? NaN);
  if (call.status !== 'succeeded' || !Number.isSafeInteger(topUpId)) return { status: call.status, guestId: null, balanceChanged: false };
  const charge = call.reference ? await provider.lookup(db, call.reference) : null;
  const balanceChanged = charge ? await settleTopUp(db, topUpId, charge, provider.name) : false;
  const { guestId } = await readTopUp(db, topUpId);
  return { status: call.status, guestId, balanceChanged };
}
