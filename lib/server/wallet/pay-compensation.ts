import 'server-only';
import { and, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type * as z from 'zod';
import type { compensationPayInputSchema, compensationPayResultSchema } from '@/lib/contracts/payment-methods';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { compensations, topUps } from '@/lib/server/db/schema/payments';
import { AppError } from '@/lib/server/errors';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { openCompensation } from './open-compensation';
import { COMPENSATION_FLOW } from './settle-compensation-payment';
import { settleTopUp } from './settle-top-up';
import { providerReference, readTopUp, requestHash, type TopUpRow } from './top-up-core';

type CompensationPayment = z.output<typeof compensationPayInputSchema>;
type CompensationPayResult = z.output<typeof compensationPayResultSchema>;

/**
 * Opens the payment under the guest's row lock: the key's earlier attempt answers a replay;
 * otherwise every open item is claimed by one new attempt, so two payments never charge for the
 * same debt. Items held by a failed attempt are free again; one waiting for a confirmation code
 * gives way to the new payment (it is failed and cannot be confirmed any more).
 */
async function claimOpenItems(tx: Tx, guestId: number, draft: { providerName: string; descriptor: string; idempotencyKey: string; requestHash: string }): Promise<TopUpRow | null> {
  const [guest] = await tx.select({ locked: guests.isLocked }).from(guests).where(eq(guests.id, guestId)).for('update');
  if (!guest || guest.locked) throw new AppError('FORBIDDEN', 'This account cannot pay.');
  const [first] = await tx.select().from(topUps).where(and(eq(topUps.guestId, guestId), eq(topUps.idempotencyKey, draft.idempotencyKey)));
  if (first) {
    if (first.requestHash !== draft.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for another request.');
    if (first.status === 'pending') throw new AppError('CONFLICT', 'This payment is still being processed.');
    return first;
  }
  const mine = and(eq(topUps.guestId, guestId), eq(topUps.flow, COMPENSATION_FLOW));
  await tx.update(topUps).set({ status: 'failed', declineReason: 'superseded', completedAt: new Date() }).where(and(mine, eq(topUps.status, 'requires_confirmation')));
  const live = tx.select({ id: topUps.id }).from(topUps).where(and(mine, inArray(topUps.status, ['pending', 'succeeded'])));
  const open = and(eq(compensations.guestId, guestId), isNull(compensations.settledAt));
  await tx.update(compensations).set({ topUpId: null }).where(and(open, isNotNull(compensations.topUpId), notInArray(compensations.topUpId, live)));
  const items = await tx.select({ id: compensations.id, amount: compensations.amount, topUpId: compensations.topUpId }).from(compensations).where(open).for('update');
  if (items.some((item) => item.topUpId !== null)) throw new AppError('CONFLICT', 'A payment of the open items is still being processed.');
  if (items.length === 0) return null;
  const [row] = await tx
    .insert(topUps)
    .values({
      guestId,
      amount: items.reduce((sum, item) => sum + item.amount, 0),
      currency: 'EUR',
      flow: COMPENSATION_FLOW,
      paytype: 'CC',
      provider: draft.providerName,
      status: 'pending',
      descriptor: draft.descriptor,
      idempotencyKey: draft.idempotencyKey,
      requestHash: draft.requestHash,
    })
    .returning();
  if (!row) throw new Error('compensation payment not opened');
  await tx.update(compensations).set({ topUpId: row.id }).where(inArray(compensations.id, items.map((item) => item.id)));
  return row;
}

const statusOf = (row: TopUpRow): CompensationPayResult['status'] =>
  row.status === 'succeeded' || row.status === 'requires_confirmation' ? row.status : 'declined';

/**
 * §2 opcompensation: a restricted guest pays every open item at once with a card. The money goes
 * to the platform's compensation account, not the balance; once nothing is open the restriction
 * is lifted (`restrictionLifted`: tell the page). `topUpId` lets a card that needs confirmation
 * finish through wallet/pay/confirm.
 */
export async function payCompensation(
  db: DbOrTx,
  provider: PaymentProvider,
  guestId: number,
  input: CompensationPayment,
  descriptor: string,
): Promise<{ result: CompensationPayResult & { topUpId: number | null }; restrictionLifted: boolean }> {
  const { card } = input;
  const hash = requestHash([COMPENSATION_FLOW, card.number, card.expiry, card.holder]);
  const claimed = await db.transaction((tx) => claimOpenItems(tx, guestId, { providerName: provider.name, descriptor, idempotencyKey: input.idempotencyKey, requestHash: hash }));
  if (!claimed) {
    return { result: { status: 'nothing_open', declineReason: null, open: await openCompensation(db, guestId), topUpId: null }, restrictionLifted: false };
  }
  let restrictionLifted = false;
  if (claimed.status === 'pending') {
    const charge = await provider.charge(db, {
      reference: providerReference(claimed),
      amount: claimed.amount,
      currency: claimed.currency,
      source: { type: 'card', card, save: false },
      descriptor,
    });
    restrictionLifted = await settleTopUp(db, claimed.id, charge, provider.name);
  }
  const row = await readTopUp(db, claimed.id);
  return {
    result: { status: statusOf(row), declineReason: row.declineReason, open: await openCompensation(db, guestId), topUpId: row.id },
    restrictionLifted,
  };
}
