import 'server-only';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { compensations, topUps } from '@/lib/server/db/schema/payments';
import { postTransaction } from './ledger';

/** §2 flow of the payment that settles a restricted guest's open items (not a top-up of the balance). */
export const COMPENSATION_FLOW = 'opcompensation';

/**
 * The success of an opcompensation payment, inside settleTopUp's transaction: the money goes from
 * the provider to the system account 'compensation' (never to the guest's balance), the items
 * this payment holds are settled, and with nothing open any more the §6 restriction is lifted.
 * Returns whether the restriction was lifted (the page then refreshes on guestBalance).
 */
export async function settleCompensationPayment(
  tx: Tx,
  payment: { topUpId: number; guestId: number; amount: number; provider: string; now: Date },
): Promise<boolean> {
  const { topUpId, guestId, amount, provider, now } = payment;
  const { transactionId } = await postTransaction(tx, {
    kind: 'compensation',
    idempotencyKey: `compensation:${topUpId}`,
    memo: { topUpId, guestId, provider },
    postings: [
      { account: { ownerType: 'system', ownerId: 0, name: 'compensation', currency: 'EUR' }, amount },
      { account: { ownerType: 'system', ownerId: 0, name: `payments:${provider}`, currency: 'EUR' }, amount: -amount },
    ],
  });
  await tx.update(topUps).set({ ledgerTransactionId: transactionId }).where(eq(topUps.id, topUpId));
  await tx
    .update(compensations)
    .set({ settledAt: now })
    .where(and(eq(compensations.topUpId, topUpId), isNull(compensations.settledAt)));
  const [open] = await tx
    .select({ n: count() })
    .from(compensations)
    .where(and(eq(compensations.guestId, guestId), isNull(compensations.settledAt)));
  if ((open?.n ?? 0) > 0) return false;
  await tx.update(guests).set({ restrictionLevel: 0 }).where(eq(guests.id, guestId));
  return true;
}
