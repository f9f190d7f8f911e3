import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OpenCompensation } from '@/lib/contracts/payment-methods';
import { formatMoney } from '@/lib/format/currency';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { type CompensationReason, compensations } from '@/lib/server/db/schema/payments';
import { guestStanding } from './guest-standing';

/** GET wallet/compensation: the restricted guest's open items (§2 opcompensation), oldest first. */
export async function openCompensation(db: DbOrTx, guestId: number): Promise<OpenCompensation> {
  const rows = await db
    .select({ id: compensations.id, amount: compensations.amount, reason: compensations.reason, createdAt: compensations.createdAt })
    .from(compensations)
    .where(and(eq(compensations.guestId, guestId), isNull(compensations.settledAt)))
    .orderBy(asc(compensations.id));
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  const { restrictionLevel } = await guestStanding(db, guestId);
  return {
    items: rows.map((row) => ({ ...row, amountFormatted: formatMoney(row.amount, 'EUR'), createdAt: row.createdAt.toISOString() })),
    total,
    totalFormatted: formatMoney(total, 'EUR'),
    restrictionLevel,
  };
}

/**
 * Records money the guest owes us (a chargeback, a returned debit) and restricts the guest (§6):
 * top-ups are refused until the opcompensation flow has paid every open item.
 */
export async function addCompensation(db: DbOrTx, guestId: number, item: { amount: number; reason: CompensationReason }): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(compensations).values({ guestId, ...item }).returning({ id: compensations.id });
    if (!created) throw new Error('compensation not recorded');
    await tx
      .update(guests)
      .set({ restrictionLevel: sql`greatest(${guests.restrictionLevel}, 1)` })
      .where(eq(guests.id, guestId));
    return created.id;
  });
}
