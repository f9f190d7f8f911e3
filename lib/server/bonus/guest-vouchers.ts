import 'server-only';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { GuestVoucher } from '@/lib/contracts/voucher';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { startedBy } from '@/lib/server/db/started-by';

/** §3 guest session vouchers: the grants valid now, summed per type and actor; used-up ones are left out. */
export async function listGuestVouchers(db: DbOrTx, guestId: number, now = new Date()): Promise<GuestVoucher[]> {
  const total = sql<number>`sum(${guestVouchers.amount})::int`;
  return db
    .select({ type: guestVouchers.type, amount: total, actorId: guestVouchers.actorId })
    .from(guestVouchers)
    .where(
      and(
        eq(guestVouchers.guestId, guestId),
        startedBy(guestVouchers.validFrom, now),
        or(isNull(guestVouchers.validTo), gt(guestVouchers.validTo, now)),
      ),
    )
    .groupBy(guestVouchers.type, guestVouchers.actorId)
    .having(sql`sum(${guestVouchers.amount}) > 0`)
    .orderBy(asc(guestVouchers.type), sql`${guestVouchers.actorId} asc nulls first`);
}
