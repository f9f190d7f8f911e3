import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { postTransaction } from '@/lib/server/wallet/ledger';

/** One subscription period charged to the guest's EUR balance, once per (subscription, period). */
export function chargePeriod(tx: Tx, input: { subscriptionId: number; period: number; guestId: number; amount: number; flow: string }) {
  return postTransaction(tx, {
    // The receipts name it by this kind (messages Receipts.kinds).
    kind: input.flow === 'vxtvabo' ? 'tv-subscription' : 'vip-subscription',
    idempotencyKey: `subscription:${input.subscriptionId}:${input.period}`,
    memo: { flow: input.flow, subscriptionId: input.subscriptionId, period: input.period },
    postings: [
      { account: { ownerType: 'guest', ownerId: input.guestId, currency: 'EUR' }, amount: -input.amount },
      { account: { ownerType: 'system', ownerId: 0, name: 'revenue', currency: 'EUR' }, amount: input.amount },
    ],
  });
}
