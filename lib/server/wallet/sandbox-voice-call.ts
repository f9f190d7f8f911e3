import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { type SandboxVoiceCallStatus, sandboxVoiceCall } from '@/lib/server/payments/sandbox-voice';
import { settleTopUp } from './settle-top-up';
import { readTopUp } from './top-up-core';

/** settled: this call ended the top-up's wait (paid, or its PIN found expired). */
export type VoiceCallOutcome = { status: SandboxVoiceCallStatus; guestId: number | null; balanceChanged: boolean; topUpId: number | null; settled: boolean };

/**
 * The sandbox telephone (PAYMENT_PROVIDER=sandbox): the call is taken by the sandbox, and, as a
 * real provider's notification would, our top-up is settled in the same request — once, however
 * often the PIN is called.
 */
export async function takeSandboxVoiceCall(db: DbOrTx, provider: PaymentProvider, input: { phoneNumber: string; pin: string }): Promise<VoiceCallOutcome> {
  const call = await sandboxVoiceCall(db, input);
  const parsed = Number(/^top-up:(\d{1,10})$/.exec(call.reference ?? '')?.[1] ?? NaN);
  const topUpId = Number.isSafeInteger(parsed) ? parsed : null;
  if (call.status === 'unknown_pin' || topUpId === null) return { status: call.status, guestId: null, balanceChanged: false, topUpId: null, settled: false };
  const before = await readTopUp(db, topUpId);
  // A paid call credits; an expired PIN declines the top-up (as its status check would).
  const charge = call.reference ? await provider.lookup(db, call.reference) : null;
  const balanceChanged = charge && charge.status !== 'requires_confirmation' ? await settleTopUp(db, topUpId, charge, provider.name) : false;
  const after = await readTopUp(db, topUpId);
  const settled = before.status !== after.status;
  return { status: call.status, guestId: call.status === 'succeeded' ? after.guestId : null, balanceChanged, topUpId, settled };
}
