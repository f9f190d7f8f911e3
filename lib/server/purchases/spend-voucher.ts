import 'server-only';
import { and, asc, type Column, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { startedBy } from '@/lib/server/db/started-by';

type VoucherFor = { guestId: number; type: number; actorId: number | Column; now: Date };

/** A grant the guest may spend now on an item of `actorId`: of the §3 type, some left, valid now, for any actor (null) or that one. */
function usable({ guestId, type, actorId, now }: VoucherFor): SQL | undefined {
  return and(
    eq(guestVouchers.guestId, guestId),
    eq(guestVouchers.type, type),
    gt(guestVouchers.amount, 0),
    startedBy(guestVouchers.validFrom, now),
    or(isNull(guestVouchers.validTo), gt(guestVouchers.validTo, now)),
    or(isNull(guestVouchers.actorId), eq(guestVouchers.actorId, actorId)),
  );
}

/**
 * Whether the guest holds such a voucher, as a column of the item lookup (find-item.ts): a
 * purchase without vouchers, the usual one, then skips the voucher update. Only a hint; the
 * update in the transaction decides.
 */
export function voucherHeld(input: VoucherFor) {
  return sql<boolean>`exists (select 1 from ${guestVouchers} where ${usable(input)})`;
}

/**
 * Spends one voucher of a §3 type (1 video, 4 photo album) inside the purchase's transaction: the
 * oldest usable grant. Its amount drops by one (a row is a grant; the session sums what is left,
 * lib/server/bonus/guest-vouchers.ts). SKIP LOCKED: a grant another purchase is spending right
 * now is passed over rather than waited for. Answers the grant's id, or null when none is left.
 */
export async function spendVoucher(tx: Tx, input: { guestId: number; type: number; actorId: number; now: Date }): Promise<number | null> {
  const oldestUsable = tx
    .select({ id: guestVouchers.id })
    .from(guestVouchers)
    .where(usable(input))
    .orderBy(asc(guestVouchers.validFrom), asc(guestVouchers.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [spent] = await tx
    .update(guestVouchers)
    .set({ amount: sql`${guestVouchers.amount} - 1` })
    .where(and(inArray(guestVouchers.id, oldestUsable), gt(guestVouchers.amount, 0)))
    .returning({ id: guestVouchers.id });
  return spent?.id ?? null;
}
