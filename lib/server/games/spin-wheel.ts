import 'server-only';
import type { GameAttempt } from '@/lib/contracts/games';
import { VOUCHER_TYPE } from '@/lib/contracts/voucher';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { spendVoucher } from '@/lib/server/purchases/spend-voucher';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { recordAttempt } from './record-attempt';
import { wheelOutcome } from './random-source';
import { spinsLeft } from './wheel-state';
import { WHEEL_SEGMENTS } from './wheel-segments';

/** Spins are never bound to a performer: no grant has this actor id, only the "any performer" ones match. */
const NO_PERFORMER = 0;

/**
 * §3 one turn of the spin wheel: ONE transaction that first spends one spin voucher (type 10; the
 * row update decides between concurrent turns, SKIP LOCKED passes a grant another turn is
 * spending), then writes the attempt and credits its segment. Without a spin: NOT_ENOUGH_SPINS and
 * the transaction is rolled back, so nothing is written.
 */
export async function spinWheel(db: DbOrTx, guestId: number, now: Date): Promise<{ attempt: GameAttempt; spinsLeft: number; changes: GrantChanges }> {
  const turn = await db.transaction(async (tx) => {
    const spent = await spendVoucher(tx, { guestId, type: VOUCHER_TYPE.spins, actorId: NO_PERFORMER, now });
    if (spent === null) throw new AppError('NOT_ENOUGH_SPINS', 'You have no spins left.');
    return recordAttempt(tx, {
      guestId,
      game: 'wheel',
      eventId: null,
      day: formatCalendarDay(berlinDayOf(now)),
      rewards: WHEEL_SEGMENTS,
      points: 0,
      decide: (seed) => wheelOutcome(seed, WHEEL_SEGMENTS.length),
      now,
    });
  });
  return { ...turn, spinsLeft: await spinsLeft(db, guestId, now) };
}
