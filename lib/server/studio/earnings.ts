import 'server-only';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { EARNINGS_ENTRIES, type EarningEntry, type StudioEarnings } from '@/lib/contracts/studio';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '@/lib/server/db/schema/ledger';
import { messengerMessages } from '@/lib/server/db/schema/messenger';
import { chatEarningLines } from '@/lib/server/chat/chat-earnings';
import { earningKind, earningTitle } from './earning-kind';

/**
 * The performer's earnings: her ledger account (ownerType 'actor', name
 * 'earnings', EUR), its balance and the newest entries with what they came from, formatted the
 * §9 way. Only ever called with the actor of the authenticated performer token.
 */
export async function studioEarnings(db: DbOrTx, actorId: number): Promise<StudioEarnings> {
  const [account] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'actor'), eq(ledgerAccounts.ownerId, actorId), eq(ledgerAccounts.name, 'earnings'), eq(ledgerAccounts.currency, 'EUR')))
    .limit(1);
  if (!account) return { balance: 0, balanceFormatted: formatMoney(0, 'EUR'), entries: [] };
  const rows = await db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      messageType: messengerMessages.messageType,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    // Messenger charges name their message in the memo (lib/server/messenger/settle-guest-message.ts): a primary-key lookup.
    .leftJoin(messengerMessages, sql`${ledgerTransactions.kind} = 'messenger' and ${messengerMessages.id} = (${ledgerTransactions.memo} ->> 'messageId')::int`)
    // Chats post a transaction per second: they are listed one line per chat (chatEarningLines) instead.
    .where(and(eq(ledgerEntries.accountId, account.id), ne(ledgerTransactions.kind, 'chat')))
    .orderBy(desc(ledgerEntries.id))
    .limit(EARNINGS_ENTRIES);
  const ledgerLines = rows.map(
    (row): EarningEntry => ({
      id: row.id,
      kind: earningKind(row.kind, row.messageType),
      title: earningTitle(row.memo ?? null),
      amount: row.amount,
      amountFormatted: formatMoney(row.amount, 'EUR'),
      createdAt: row.createdAt.toISOString(),
    }),
  );
  const chatLines = await chatEarningLines(db, actorId, EARNINGS_ENTRIES);
  return {
    balance: account.balance,
    balanceFormatted: formatMoney(account.balance, 'EUR'),
    entries: [...ledgerLines, ...chatLines].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, EARNINGS_ENTRIES),
  };
}
