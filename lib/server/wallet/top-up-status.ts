import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { settleTopUp } from './settle-top-up';
import { answerTopUp, providerReference, readOwnTopUp, readTopUp, type TopUpOutcome } from './top-up-core';

/**
 * One of the guest's own top-ups (another guest's is a 404). A payment still waiting (a voice call,
 * a carrier code) is asked at the provider first, so a call that paid — or a PIN that expired —
 * shows here even if the process that heard of it died before settling.
 */
export async function topUpStatus(db: DbOrTx, provider: PaymentProvider, guestId: number, topUpId: number): Promise<TopUpOutcome & { settled: boolean }> {
  const row = await readOwnTopUp(db, guestId, topUpId);
  let balanceChanged = false;
  if (row.status === 'requires_confirmation' && row.provider === provider.name) {
    const charge = await provider.lookup(db, providerReference(row));
    if (charge && charge.status !== 'requires_confirmation') balanceChanged = await settleTopUp(db, row.id, charge, provider.name);
  }
  const result = await answerTopUp(db, await readTopUp(db, row.id));
  // settled: this call ended the wait (paid, declined or expired), so the §7 0900 status may be told.
  return { result, balanceChanged, settled: row.status === 'requires_confirmation' && result.status !== 'requires_confirmation' };
}
