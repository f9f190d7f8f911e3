import 'server-only';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { startedBy } from '@/lib/server/db/started-by';

type VoucherFor = { guestId: number; actorId: number; now: Date };

/** §3 videochat vouchers (type 2, counted in seconds: "chatSeconds") the guest may spend with this performer now. */
function usableChatSeconds({ guestId, actorId, now }: VoucherFor) {
  return and(
    eq(guestVouchers.guestId, guestId),
    eq(guestVouchers.type, VOUCHER_TYPE.videochat),
    gt(guestVouchers.amount, 0),
    startedBy(guestVouchers.validFrom, now),
    or(isNull(guestVouchers.validTo), gt(guestVouchers.validTo, now)),
    or(isNull(guestVouchers.actorId), eq(guestVouchers.actorId, actorId)),
  );
}

export async function voucherSecondsLeft(db: DbOrTx, input: VoucherFor): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`coalesce(sum(${guestVouchers.amount}), 0)::int` })
    .from(guestVouchers)
    .where(usableChatSeconds(input));
  return row?.seconds ?? 0;
}

/**
 * Spends `seconds` of videochat vouchers inside the tick's transaction, the grant that expires
 * first (then the oldest) first. Answers the seconds actually spent (fewer if grants ran out).
 */
export async function spendVoucherSeconds(tx: Tx, input: VoucherFor & { seconds: number }): Promise<number> {
  if (input.seconds <= 0) return 0;
  const grants = await tx
    .select({ id: guestVouchers.id, amount: guestVouchers.amount })
    .from(guestVouchers)
    .where(usableChatSeconds(input))
    .orderBy(sql`${guestVouchers.validTo} asc nulls last`, asc(guestVouchers.validFrom), asc(guestVouchers.id))
    .for('update');
  let left = input.seconds;
  for (const grant of grants) {
    if (left === 0) break;
    const take = Math.min(left, grant.amount);
    await tx
      .update(guestVouchers)
      .set({ amount: sql`${guestVouchers.amount} - ${take}` })
      .where(eq(guestVouchers.id, grant.id));
    left -= take;
  }
  return input.seconds - left;
}
