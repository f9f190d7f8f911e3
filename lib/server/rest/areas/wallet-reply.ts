import 'server-only';
import { runtime } from '@/lib/server/runtime';
import { afterBalanceChange } from '@/lib/server/wallet/after-balance-change';

/** The answer of a money call: §7 guestBalance to every session of the guest first when it changed. */
export async function topUpReply<R>(outcome: { result: R; balanceChanged: boolean }, guestId: number) {
  if (outcome.balanceChanged) await afterBalanceChange(runtime().db, runtime().pubsub, guestId);
  return { success: true, data: outcome.result };
}
