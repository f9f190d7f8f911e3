import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { topUpInputSchema, TopUpResult } from '@/lib/contracts/wallet';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { topUps } from '@/lib/server/db/schema/payments';
import { AppError } from '@/lib/server/errors';
import type { PaymentProvider } from '@/lib/server/payments/provider';
import { getBalance } from './ledger';
import { settleTopUp } from './settle-top-up';

type TopUpRequest = z.output<typeof topUpInputSchema>;
type Row = typeof topUps.$inferSelect;
export type TopUpOutcome = { result: TopUpResult; balanceChanged: boolean };

/** The request's fingerprint for the idempotency check; the card number only as its hash. */
function requestHash(input: TopUpRequest): string {
  const { amount, flow, card } = input;
  return createHash('sha256').update(JSON.stringify([amount, flow, card.number, card.expiry, card.holder])).digest('hex');
}

async function answer(db: DbOrTx, row: Row): Promise<TopUpResult> {
  const balance = await getBalance(db, { ownerType: 'guest', ownerId: row.guestId, currency: 'EUR' });
  return {
    topUpId: row.id,
    status: row.status,
    amount: row.amount,
    amountFormatted: formatMoney(row.amount, row.currency),
    declineReason: row.declineReason,
    balance,
    balanceFormatted: formatMoney(balance, 'EUR'),
    descriptor: row.descriptor,
  };
}

async function readTopUp(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(topUps).where(eq(topUps.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'This top-up does not exist.');
  return row;
}

/**
 * Issue 5 top-up with a card. Exactly once per idempotency key: the attempt row is written
 * first (unique per guest and key); a replay with the same body answers the first outcome, the
 * same key with another body is a 409, a replay while the first is still running a 409 too.
 * §6: a restricted guest settles open payments first (the opcompensation flow), no top-up.
 */
export async function startTopUp(
  db: DbOrTx,
  provider: PaymentProvider,
  guestId: number,
  input: TopUpRequest,
  descriptor: string,
): Promise<TopUpOutcome> {
  const [guest] = await db.select({ restrictionLevel: guests.restrictionLevel, isLocked: guests.isLocked }).from(guests).where(eq(guests.id, guestId));
  if (!guest || guest.isLocked) throw new AppError('FORBIDDEN', 'This account cannot pay.');
  if (guest.restrictionLevel > 0) throw new AppError('RESTRICTED', 'Please settle the open payment first.');

  const hash = requestHash(input);
  const [created] = await db
    .insert(topUps)
    .values({
      guestId,
      amount: input.amount,
      currency: 'EUR',
      flow: input.flow,
      paytype: 'CC',
      provider: provider.name,
      status: 'pending',
      descriptor,
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [first] = await db.select().from(topUps).where(and(eq(topUps.guestId, guestId), eq(topUps.idempotencyKey, input.idempotencyKey)));
    if (!first) throw new AppError('CONFLICT', 'The request is already being processed.');
    if (first.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for another request.');
    if (first.status === 'pending') throw new AppError('CONFLICT', 'This top-up is still being processed.');
    return { result: await answer(db, first), balanceChanged: false };
  }

  const charge = await provider.charge(db, {
    reference: `top-up:${created.id}`,
    amount: created.amount,
    currency: created.currency,
    card: input.card,
    descriptor,
  });
  const balanceChanged = await settleTopUp(db, created.id, charge, provider.name);
  return { result: await answer(db, await readTopUp(db, created.id)), balanceChanged };
}

/** The confirmation step (sandbox code, 3-D Secure style); a wrong code is a 422 and the top-up keeps waiting. */
export async function confirmTopUp(
  db: DbOrTx,
  provider: PaymentProvider,
  guestId: number,
  input: { topUpId: number; code: string },
): Promise<TopUpOutcome> {
  const row = await readTopUp(db, input.topUpId);
  // Another guest's top-up is as unknown as a missing one.
  if (row.guestId !== guestId) throw new AppError('NOT_FOUND', 'This top-up does not exist.');
  if (row.status !== 'requires_confirmation' || !row.providerRef) return { result: await answer(db, row), balanceChanged: false };
  const charge = await provider.confirm(db, { providerRef: row.providerRef, code: input.code });
  if (charge.status === 'requires_confirmation') throw new AppError('CONFIRMATION_CODE_WRONG', 'The code is not correct.', { field: 'code' });
  const balanceChanged = await settleTopUp(db, row.id, charge, provider.name);
  return { result: await answer(db, await readTopUp(db, row.id)), balanceChanged };
}
