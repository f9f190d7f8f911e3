import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Currency } from '@/lib/contracts/money';
import type { Receipt } from '@/lib/contracts/receipts';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { topUps } from '@/lib/server/db/schema/payments';

type TopUpSource = { paytype: string | null; cardLast4: string | null; sourceLabel: string | null };

/** A top-up names what paid: the card's last digits, the IBAN or number label, or the §2 paytype (Voice). */
function topUpDetail({ paytype, cardLast4, sourceLabel }: TopUpSource): string | null {
  if (paytype === 'CC' && cardLast4) return `•••• ${cardLast4}`;
  if (paytype === 'Voice') return 'Voice';
  return sourceLabel ?? (cardLast4 ? `•••• ${cardLast4}` : paytype);
}

function detailOf(kind: string, memo: Record<string, unknown> | null, source: TopUpSource): string | null {
  if (kind === 'top-up') return topUpDetail(source);
  if (kind === 'bonus-code' && typeof memo?.code === 'string') return memo.code;
  if (typeof memo?.item === 'string') return memo.item;
  return null;
}

/**
 * Receipts: every entry on the guest's own ledger accounts (all currencies), newest
 * first, with what it was and, for top-ups of every paytype (CC, LS, carrier, Voice), what paid and
 * the billing descriptor the statement shows.
 * Only the guest's accounts are read, so no other guest's money can appear.
 */
export async function listReceipts(db: DbOrTx, guestId: number, page: { offset: number; limit: number }): Promise<{ items: Receipt[]; total: number }> {
  const own = and(eq(ledgerAccounts.ownerType, 'guest'), eq(ledgerAccounts.ownerId, guestId));
  const rows = await db
    .select({
      id: ledgerEntries.id,
      date: ledgerEntries.createdAt,
      amount: ledgerEntries.amount,
      currency: ledgerAccounts.currency,
      kind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      descriptor: topUps.descriptor,
      cardLast4: topUps.cardLast4,
      paytype: topUps.paytype,
      sourceLabel: topUps.sourceLabel,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(topUps, eq(topUps.ledgerTransactionId, ledgerTransactions.id))
    .where(own)
    .orderBy(desc(ledgerEntries.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(own);
  return {
    items: rows.map((row) => ({
      id: row.id,
      date: row.date.toISOString(),
      kind: row.kind,
      detail: detailOf(row.kind, row.memo ?? null, row),
      amount: row.amount,
      currency: row.currency as Currency,
      amountFormatted: formatMoney(row.amount, row.currency),
      descriptor: row.descriptor,
    })),
    total: total?.n ?? 0,
  };
}
