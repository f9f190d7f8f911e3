import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { ledgerAccounts, ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { guestPaymentSettings, paymentMethods } from '@/lib/server/db/schema/payment-methods';
import { compensations, topUps } from '@/lib/server/db/schema/payments';
import { AppError } from '@/lib/server/errors';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import { chargebackKey, isDisputable } from './disputable-top-ups';
import { type AccountRef, ensureAccount, postTransaction } from './ledger';
import { afterBalanceChange } from './after-balance-change';
import type { TopUpRow } from './top-up-core';

/** The provider's notice of a disputed card payment: our top-up id, or the provider's reference of the charge. */
export type ChargebackNotice = ({ topUpId: number } | { provider: string; providerRef: string }) & {
  /** The provider's dispute reason ('fraudulent', 'sandbox_dispute', …), kept in the ledger memo. */
  reason: string;
};

export type ChargebackOutcome = {
  topUpId: number;
  guestId: number;
  amount: number;
  /** Taken back from the guest's EUR balance. */
  debited: number;
  /** amount − debited: the open compensation item this chargeback left (0: none). */
  opened: number;
  /** Applied before: nothing changed now. */
  replayed: boolean;
};

type ChargebackMemo = { topUpId: number; guestId: number; amount: number; debited: number; opened: number };

async function lockTopUp(tx: Tx, notice: ChargebackNotice): Promise<TopUpRow> {
  const which = 'topUpId' in notice ? eq(topUps.id, notice.topUpId) : and(eq(topUps.provider, notice.provider), eq(topUps.providerRef, notice.providerRef));
  const [row] = await tx.select().from(topUps).where(which).limit(1).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'This payment does not exist.');
  if (!isDisputable(row)) throw new AppError('CONFLICT', 'Only a succeeded card payment can be disputed.');
  return row;
}

/**
 * The guest's EUR balance, read under the row locks of both accounts the chargeback moves, taken
 * in id order as postTransaction takes them: a concurrent spend waits, and cannot deadlock with us.
 */
async function lockedBalance(tx: Tx, guest: AccountRef, clearing: AccountRef): Promise<number> {
  const guestAccount = await ensureAccount(tx, guest);
  const ids = [guestAccount, await ensureAccount(tx, clearing)];
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return rows.find((row) => row.id === guestAccount)?.balance ?? 0;
}

function replayOf(memo: Record<string, unknown> | null, row: TopUpRow): ChargebackOutcome {
  const first = (memo ?? {}) as Partial<ChargebackMemo>;
  return { topUpId: row.id, guestId: row.guestId, amount: row.amount, debited: first.debited ?? 0, opened: first.opened ?? 0, replayed: true };
}

/**
 * §6 a disputed card payment, exactly once per top-up, in one transaction: the amount goes back to
 * the card holder, first out of what is left of the guest's EUR balance (guest → the provider's
 * clearing account, the one the top-up came from; never below zero), and what the balance could
 * not cover becomes an open compensation item that restricts the guest until it is paid
 * (opcompensation). The ledger transaction keyed `chargeback:<topUpId>` records it even when
 * nothing was left to debit (then it has no entries); the top-up's row lock serializes disputes of
 * one payment. Publishes guestBalance after a first application.
 */
export async function applyChargeback(db: DbOrTx, pubsub: PubSub, notice: ChargebackNotice): Promise<ChargebackOutcome> {
  const outcome = await db.transaction(async (tx): Promise<ChargebackOutcome> => {
    const row = await lockTopUp(tx, notice);
    const key = chargebackKey(row.id);
    const [first] = await tx.select({ memo: ledgerTransactions.memo }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
    if (first) return replayOf(first.memo ?? null, row);

    const guest: AccountRef = { ownerType: 'guest', ownerId: row.guestId, currency: 'EUR' };
    const clearing: AccountRef = { ownerType: 'system', ownerId: 0, name: `payments:${row.provider}`, currency: 'EUR' };
    const debited = Math.min(Math.max(await lockedBalance(tx, guest, clearing), 0), row.amount);
    const opened = row.amount - debited;
    const memo: ChargebackMemo & Record<string, unknown> = {
      topUpId: row.id,
      guestId: row.guestId,
      amount: row.amount,
      debited,
      opened,
      reason: notice.reason,
      provider: row.provider,
      providerRef: row.providerRef,
      // Receipts name the entry by memo.item: the card that was charged back.
      item: row.sourceLabel ?? (row.cardLast4 ? `•••• ${row.cardLast4}` : null),
    };
    const posted = await postTransaction(tx, {
      kind: 'chargeback',
      idempotencyKey: key,
      memo,
      postings: debited > 0 ? [{ account: guest, amount: -debited }, { account: clearing, amount: debited }] : [],
    });
    if (posted.replayed) {
      const [again] = await tx.select({ memo: ledgerTransactions.memo }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
      return replayOf(again?.memo ?? null, row);
    }
    if (opened > 0) {
      await tx.insert(compensations).values({ guestId: row.guestId, amount: opened, reason: 'chargeback' });
      await tx
        .update(guests)
        .set({ restrictionLevel: sql`greatest(${guests.restrictionLevel}, 1)` })
        .where(eq(guests.id, row.guestId));
    }
    // A provider blocks a charged-back card: no saved card is charged again (one-click, auto
    // recharge) until the guest adds one anew.
    await tx
      .update(paymentMethods)
      .set({ removedAt: new Date(), isDefault: false })
      .where(and(eq(paymentMethods.guestId, row.guestId), eq(paymentMethods.paytype, 'CC'), isNull(paymentMethods.removedAt)));
    await tx.update(guestPaymentSettings).set({ autoRechargeEnabled: false, updatedAt: new Date() }).where(eq(guestPaymentSettings.guestId, row.guestId));
    return { topUpId: row.id, guestId: row.guestId, amount: row.amount, debited, opened, replayed: false };
  });
  if (!outcome.replayed) await afterBalanceChange(db, pubsub, outcome.guestId);
  return outcome;
}
