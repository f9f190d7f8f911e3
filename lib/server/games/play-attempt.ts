import 'server-only';
import { sql } from 'drizzle-orm';
import type { GameAttempt } from '@/lib/contracts/games';
import type { GrantChanges } from '@/lib/server/rewards/grant-changes';
import type { DbOrTx, Tx } from '@/lib/server/db/client';
import { gameDayCounters } from '@/lib/server/db/schema/games';
import { AppError } from '@/lib/server/errors';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { gameById } from './game-config';
import { gameDayIndex, pointsOnDay } from './game-days';
import { gameGuestInfo } from './game-guest-info';
import { slotOutcome } from './random-source';
import { recordAttempt } from './record-attempt';

export type AttemptResult = { attempt: GameAttempt; attemptsLeftToday: number; points: number; changes: GrantChanges };

/**
 * One of the day's attempts: the counter row of (guest, game, Berlin day) goes up by one only while
 * it is below dailyAttempts. The upsert locks that row, so concurrent attempts queue on it and
 * re-check the WHERE: never more than dailyAttempts per day, however many run at once.
 */
async function takeAttempt(tx: Tx, guestId: number, eventId: number, day: string, dailyAttempts: number): Promise<void> {
  const [taken] = await tx
    .insert(gameDayCounters)
    .values({ guestId, eventId, day, used: 1 })
    .onConflictDoUpdate({
      target: [gameDayCounters.guestId, gameDayCounters.eventId, gameDayCounters.day],
      set: { used: sql`${gameDayCounters.used} + 1` },
      setWhere: sql`${gameDayCounters.used} < ${dailyAttempts}`,
    })
    .returning({ used: gameDayCounters.used });
  if (!taken) throw new AppError('ATTEMPT_LIMIT_REACHED', 'You have used all of today’s attempts. Come back tomorrow.', { dailyAttempts });
}

/**
 * §7 use-attempt {configId}: one attempt of a live game for the Berlin day of `now`; its points
 * are the day's pointsPerAttempt, its reels (and any reward, credited in the same transaction)
 * come from the auditable random source. Outside the window: OUTSIDE_WINDOW; past dailyAttempts:
 * ATTEMPT_LIMIT_REACHED; nothing is written either way.
 */
export async function playAttempt(db: DbOrTx, guestId: number, configId: number, now: Date): Promise<AttemptResult> {
  const game = await gameById(db, configId, now);
  if (!game) throw new AppError('NOT_FOUND', 'No such game.');
  if (game.event.state !== 'live') throw new AppError('OUTSIDE_WINDOW', 'This game is not running today.', { startDate: game.event.firstDay, endDate: game.event.lastDay });
  const day = formatCalendarDay(berlinDayOf(now));
  const points = pointsOnDay(game.pointsPerAttempt, gameDayIndex(game.event.firstDay, now));
  const { attempt, changes } = await db.transaction(async (tx) => {
    await takeAttempt(tx, guestId, game.event.id, day, game.dailyAttempts);
    return recordAttempt(tx, {
      guestId,
      game: 'slot',
      eventId: game.event.id,
      day,
      rewards: game.rewards,
      points,
      decide: (seed) => slotOutcome(seed, game.rewards.length),
      now,
    });
  });
  const info = await gameGuestInfo(db, guestId, game, now);
  return { attempt, attemptsLeftToday: info.attemptsLeftToday, points: info.points, changes };
}
