import 'server-only';
import { and, eq } from 'drizzle-orm';
import { formatMoney } from '@/lib/format/currency';
import type { ServerMessage } from '@/lib/realtime/protocol';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { ledgerAccounts } from '@/lib/server/db/schema/ledger';
import { AppError } from '@/lib/server/errors';

export type GuestBalanceMessage = Extract<ServerMessage, { type: 'guestBalance' }>;

/**
 * §7 guestBalance as it stands, with the version of the balance (ledger_accounts.version, raised by
 * every posting that moves it). Balance and version come from one row in one read, so they agree:
 * a page that has shown version n ignores any later-arriving event or snapshot of version ≤ n
 * ("subscribe first, then read, then apply events newer than the read"). A guest whose account was
 * never opened holds 0 at version 0.
 */
export async function guestBalanceMessage(db: DbOrTx, guestId: number): Promise<GuestBalanceMessage> {
  const [row] = await db
    .select({ isPayingCustomer: guests.isPayingCustomer, balance: ledgerAccounts.balance, version: ledgerAccounts.version })
    .from(guests)
    .leftJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.ownerType, 'guest'), eq(ledgerAccounts.ownerId, guests.id), eq(ledgerAccounts.name, 'main'), eq(ledgerAccounts.currency, 'EUR')),
    )
    .where(eq(guests.id, guestId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'The guest does not exist.');
  const balance = row.balance ?? 0;
  return {
    type: 'guestBalance',
    guestBalance: balance,
    guestBalanceFormatted: formatMoney(balance, 'EUR'),
    guestIsPayingCustomer: row.isPayingCustomer,
    version: row.version ?? 0,
  };
}
