import 'server-only';
import { eq } from 'drizzle-orm';
import type { GuestBalanceResponse } from '@/lib/contracts/guest';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import { getBalance } from './ledger';

/** §7 guest/getGuestBalance: the EUR balance in cents, formatted by the one §9 formatter. */
export async function getGuestBalance(db: DbOrTx, guestId: number): Promise<GuestBalanceResponse> {
  const [guest] = await db
    .select({ isPayingCustomer: guests.isPayingCustomer })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  if (!guest) throw new AppError('NOT_FOUND', 'The guest does not exist.');
  const balance = await getBalance(db, { ownerType: 'guest', ownerId: guestId, currency: 'EUR' });
  return {
    success: true,
    balance,
    balanceFormatted: formatMoney(balance, 'EUR'),
    isPayingCustomer: guest.isPayingCustomer,
  };
}
