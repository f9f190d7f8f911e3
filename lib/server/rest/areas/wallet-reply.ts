import 'server-only';
import { runtime } from '@/lib/server/runtime';
import { publishGuestBalance } from '@/lib/server/wallet/publish-balance';

/** The answer of a money call: §7 guestBalance to every session of the guest first when it changed. */
export async function topUpReply<R>(outcome: { result: R; balanceChanged: boolean }, guestId: number) {
  if (outcome.balanceChanged) await publishGuestBalance(runtime().db, runtime().pubsub, guestId);
  return { success: true, data: outcome.result };
}
