import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TopUpResult } from '@/lib/contracts/wallet';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { topUps } from '@/lib/server/db/schema/payments';
import { AppError } from '@/lib/server/errors';
import type { ChargeSource, PaymentProvider } from '@/lib/server/payments/provider';
import { getBalance } from './ledger';
import { COMPENSATION_FLOW } from './settle-compensation-payment';
import { settleTopUp } from './settle-top-up';

export type TopUpRow = typeof topUps.$inferSelect;
export type TopUpOutcome = { result: TopUpResult; balanceChanged: boolean };
export type TopUpDraft = Pick<
  typeof topUps.$inferInsert,
  'guestId' | 'amount' | 'flow' | 'paytype' | 'provider' | 'descriptor' | 'idempotencyKey' | 'requestHash' | 'paymentMethodId' | 'phone'
>;

/** The request's fingerprint for the idempotency check (card numbers and IBANs only as this hash). */
export function requestHash(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Our reference at the provider: one per attempt, so a retried charge is not taken twice. */
export function providerReference(row: Pick<TopUpRow, 'id' | 'flow'>): string {
  return row.flow === COMPENSATION_FLOW ? `compensation:${row.id}` : `top-up:${row.id}`;
}

export async function answerTopUp(db: DbOrTx, row: TopUpRow): Promise<TopUpResult> {
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

export async function readTopUp(db: DbOrTx, id: number): Promise<TopUpRow> {
  const [row] = await db.select().from(topUps).where(eq(topUps.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'This top-up does not exist.');
  return row;
}

/** Another guest's top-up is as unknown as a missing one. */
export async function readOwnTopUp(db: DbOrTx, guestId: number, id: number): Promise<TopUpRow> {
  const row = await readTopUp(db, id);
  if (row.guestId !== guestId) throw new AppError('NOT_FOUND', 'This top-up does not exist.');
  return row;
}

/**
 * Exactly once per idempotency key: the attempt row is written first (unique per guest and key).
 * Answers the new row, or the first one for a replay with the same body; the same key with another
 * body is a 409, a replay while the first is still running a 409 too.
 */
export async function openTopUp(db: DbOrTx, draft: TopUpDraft): Promise<{ row: TopUpRow; replayed: boolean }> {
  const [created] = await db
    .insert(topUps)
    .values({ ...draft, currency: 'EUR', status: 'pending' })
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, replayed: false };
  const [first] = await db.select().from(topUps).where(and(eq(topUps.guestId, draft.guestId), eq(topUps.idempotencyKey, draft.idempotencyKey)));
  if (!first) throw new AppError('CONFLICT', 'The request is already being processed.');
  if (first.requestHash !== draft.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for another request.');
  if (first.status === 'pending') throw new AppError('CONFLICT', 'This top-up is still being processed.');
  return { row: first, replayed: true };
}

export async function replayOutcome(db: DbOrTx, row: TopUpRow): Promise<TopUpOutcome> {
  return { result: await answerTopUp(db, row), balanceChanged: false };
}

/** Charges the provider for an open attempt and writes the outcome (credit included) once. */
export async function chargeTopUp(db: DbOrTx, provider: PaymentProvider, row: TopUpRow, source: ChargeSource): Promise<TopUpOutcome> {
  const charge = await provider.charge(db, { reference: providerReference(row), amount: row.amount, currency: row.currency, source, descriptor: row.descriptor });
  const balanceChanged = await settleTopUp(db, row.id, charge, provider.name);
  return { result: await answerTopUp(db, await readTopUp(db, row.id)), balanceChanged };
}
