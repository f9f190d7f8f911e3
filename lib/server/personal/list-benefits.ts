import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Benefits } from '@/lib/contracts/personal';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { guestVouchers } from '@/lib/server/db/schema/bonus';
import { usableByType, vouchersLeft } from './voucher-validity';

/**
 * GET guest/benefits (§3 benefits): the vouchers left with their validity and performers, and
 * the counts. Spins, messenger gifts, free messages and show tickets exist only as vouchers so
 * far (types 10, 6, 5, 8 and 7 live show), so the counts are what those vouchers hold now.
 */
export async function listBenefits(db: DbOrTx, guestId: number, now = new Date()): Promise<Benefits> {
  const rows = await db
    .select({ type: guestVouchers.type, actorId: guestVouchers.actorId, amount: guestVouchers.amount, validFrom: guestVouchers.validFrom, validTo: guestVouchers.validTo })
    .from(guestVouchers)
    .where(eq(guestVouchers.guestId, guestId));
  const left = vouchersLeft(rows, now);
  const actorIds = [...new Set(left.flatMap((row) => (row.actorId === null ? [] : [row.actorId])))];
  const names = actorIds.length
    ? new Map((await db.select({ id: actors.id, name: actors.name, slug: actors.slug }).from(actors).where(inArray(actors.id, actorIds))).map((a) => [a.id, a]))
    : new Map<number, { id: number; name: string; slug: string }>();
  const usable = usableByType(left, now);
  const count = (type: number) => usable.get(type) ?? 0;
  return {
    // A voucher for a performer who is gone cannot be used: it is left out rather than shown as "any performer".
    vouchers: left.flatMap((row) => {
      const actor = row.actorId === null ? null : names.get(row.actorId);
      if (actor === undefined) return [];
      const validTo = row.validTo?.toISOString() ?? null;
      return [{ type: row.type, amount: row.amount, validFrom: row.validFrom.toISOString(), validTo, actors: actor ? [actor] : [] }];
    }),
    spinwheelSpins: count(VOUCHER_TYPE.spins),
    messengerGiftCount: count(VOUCHER_TYPE.messengerGift),
    freeMessagesCount: count(VOUCHER_TYPE.messages),
    privateShowTickets: count(VOUCHER_TYPE.privateShow),
    chatShowTickets: count(VOUCHER_TYPE.liveShow),
  };
}
