import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { applyTopUpBonuses } from '@/lib/server/daily-bonus/apply-top-up-bonus';
import { guests } from '@/lib/server/db/schema/accounts';
import { topUps } from '@/lib/server/db/schema/payments';
import type { ChargeResult } from '@/lib/server/payments/provider';
import { postTransaction } from './ledger';
import { saveDefaultMethod } from './save-payment-method';
import { COMPENSATION_FLOW, settleCompensationPayment } from './settle-compensation-payment';

const OPEN = ['pending', 'requires_confirmation'] as const;

/**
 * Writes the provider's answer onto the attempt, exactly once: only an open row changes (the
 * UPDATE … WHERE status IN open is the guard, so of two concurrent settlements one wins), and a
 * success credits the guest in the same transaction (the ledger key `top-up:<id>` guards again)
 * and keeps a method the guest asked to save as the default. An opcompensation payment settles
 * the open items instead of crediting. Returns whether the guest should hear guestBalance.
 */
export async function settleTopUp(db: DbOrTx, topUpId: number, charge: ChargeResult, provider: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const status = charge.status;
    const [row] = await tx
      .update(topUps)
      .set({
        status,
        providerRef: charge.providerRef,
        cardLast4: charge.cardLast4,
        sourceLabel: charge.label,
        declineReason: charge.status === 'declined' ? charge.reason : null,
        completedAt: status === 'requires_confirmation' ? null : now,
      })
      .where(and(eq(topUps.id, topUpId), inArray(topUps.status, [...OPEN])))
      .returning({ guestId: topUps.guestId, amount: topUps.amount, currency: topUps.currency, flow: topUps.flow, paytype: topUps.paytype });
    if (!row || status !== 'succeeded') return false;
    if (row.flow === COMPENSATION_FLOW) return settleCompensationPayment(tx, { topUpId, guestId: row.guestId, amount: row.amount, provider, now });

    const { transactionId } = await postTransaction(tx, {
      kind: 'top-up',
      idempotencyKey: `top-up:${topUpId}`,
      memo: { topUpId, flow: row.flow, provider },
      postings: [
        { account: { ownerType: 'guest', ownerId: row.guestId, currency: 'EUR' }, amount: row.amount },
        { account: { ownerType: 'system', ownerId: 0, name: `payments:${provider}`, currency: 'EUR' }, amount: -row.amount },
      ],
    });
    // §3 daily bonus top-up percent / flat: a bonus waiting for this top-up is credited with it, once.
    await applyTopUpBonuses(tx, { guestId: row.guestId, topUpId, amount: row.amount, now });
    // §6 paying customer: from the first successful payment on (this also takes the guest's row lock).
    await tx.update(guests).set({ isPayingCustomer: true }).where(eq(guests.id, row.guestId));
    let paymentMethodId: number | undefined;
    if (charge.methodRef && (row.paytype === 'CC' || row.paytype === 'LS')) {
      paymentMethodId = await saveDefaultMethod(tx, { guestId: row.guestId, paytype: row.paytype, provider, providerRef: charge.methodRef, label: charge.label });
    }
    await tx.update(topUps).set({ ledgerTransactionId: transactionId, paymentMethodId }).where(eq(topUps.id, topUpId));
    return true;
  });
}
