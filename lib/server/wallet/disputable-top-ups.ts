import 'server-only';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DisputablePayment } from '@/lib/contracts/sandbox-dispute';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { topUps } from '@/lib/server/db/schema/payments';
import { COMPENSATION_FLOW } from './settle-compensation-payment';
import type { TopUpRow } from './top-up-core';

/** The ledger key of a top-up's chargeback: its transaction is the record that it was applied, once. */
export const chargebackKey = (topUpId: number) => `chargeback:${topUpId}`;

/**
 * Only a card payment that credited the balance can be charged back: a succeeded CC top-up (any
 * card flow, one-click and auto recharge included), not the payment of open compensation items.
 */
export function isDisputable(row: Pick<TopUpRow, 'status' | 'paytype' | 'flow' | 'ledgerTransactionId'>): boolean {
  return row.status === 'succeeded' && row.paytype === 'CC' && row.flow !== COMPENSATION_FLOW && row.ledgerTransactionId !== null;
}

/** GET wallet/sandbox/disputable: the guest's recent disputable card payments, newest first, each marked once charged back. */
export async function listDisputableTopUps(db: DbOrTx, guestId: number, limit = 20): Promise<DisputablePayment[]> {
  const rows = await db
    .select({
      id: topUps.id,
      amount: topUps.amount,
      currency: topUps.currency,
      cardLast4: topUps.cardLast4,
      sourceLabel: topUps.sourceLabel,
      createdAt: topUps.createdAt,
      chargeback: ledgerTransactions.id,
    })
    .from(topUps)
    // chargebackKey(id), in SQL: the chargeback's ledger transaction marks the payment as disputed.
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.idempotencyKey, sql`'chargeback:' || ${topUps.id}`))
    // isDisputable, in SQL.
    .where(
      and(
        eq(topUps.guestId, guestId),
        eq(topUps.status, 'succeeded'),
        eq(topUps.paytype, 'CC'),
        ne(topUps.flow, COMPENSATION_FLOW),
        isNotNull(topUps.ledgerTransactionId),
      ),
    )
    .orderBy(desc(topUps.id))
    .limit(limit);
  return rows.map((row) => ({
    topUpId: row.id,
    amount: row.amount,
    amountFormatted: formatMoney(row.amount, row.currency),
    label: row.sourceLabel ?? (row.cardLast4 ? `•••• ${row.cardLast4}` : 'Card'),
    createdAt: row.createdAt.toISOString(),
    disputed: row.chargeback !== null,
  }));
}
