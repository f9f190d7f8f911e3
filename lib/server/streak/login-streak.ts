import 'server-only';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestVisitDays, streakBonusClaims } from '@/lib/server/db/schema/streak';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { type StreakState, streakOf } from './streak-rule';

/** What the five-days-bonus box shows (§2): the round's days, and whether today's claim is open or taken. */
export type StreakStatus = StreakState & { claimable: boolean; claimed: boolean };

// A run longer than this many days still counts right modulo the round for its last year.
const LOOKBACK = 400;

/** §2 five-days-bonus: the guest came on the Berlin day of `now` (a second visit that day is a no-op). */
export async function recordVisit(db: DbOrTx, guestId: number, now: Date): Promise<void> {
  await db
    .insert(guestVisitDays)
    .values({ guestId, day: formatCalendarDay(berlinDayOf(now)) })
    .onConflictDoNothing();
}

/** The guest's streak on the Berlin day of `now`, read only (days after `now`, from a later test day, do not count). */
export async function streakStatus(db: DbOrTx, guestId: number, now: Date): Promise<StreakStatus> {
  const today = formatCalendarDay(berlinDayOf(now));
  const rows = await db
    .select({ day: guestVisitDays.day })
    .from(guestVisitDays)
    .where(and(eq(guestVisitDays.guestId, guestId), lte(guestVisitDays.day, today)))
    .orderBy(desc(guestVisitDays.day))
    .limit(LOOKBACK);
  const state = streakOf(
    rows.map((row) => row.day),
    now,
  );
  const [claim] = await db
    .select({ id: streakBonusClaims.id })
    .from(streakBonusClaims)
    .where(and(eq(streakBonusClaims.guestId, guestId), eq(streakBonusClaims.roundStart, state.roundStart)));
  return { ...state, claimed: claim !== undefined, claimable: state.complete && claim === undefined };
}
