import 'server-only';
import { and, desc, eq, isNotNull, sum } from 'drizzle-orm';
import type { GameGuestInfo } from '@/lib/contracts/games';
import type { DbOrTx } from '@/lib/server/db/client';
import { gameAttempts, gameDayCounters } from '@/lib/server/db/schema/games';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import type { GameEvent } from './game-config';
import { attemptWire } from './wheel-state';

/** §3 guest info of one game: points over the whole run, attempts left on the Berlin day of `now` (0 outside the window), rewards won. */
export async function gameGuestInfo(db: DbOrTx, guestId: number, game: GameEvent, now: Date): Promise<GameGuestInfo> {
  const eventId = game.event.id;
  const ofGuest = and(eq(gameAttempts.guestId, guestId), eq(gameAttempts.eventId, eventId));
  const [total] = await db.select({ points: sum(gameAttempts.points) }).from(gameAttempts).where(ofGuest);
  const day = formatCalendarDay(berlinDayOf(now));
  const [counter] = await db
    .select({ used: gameDayCounters.used })
    .from(gameDayCounters)
    .where(and(eq(gameDayCounters.guestId, guestId), eq(gameDayCounters.eventId, eventId), eq(gameDayCounters.day, day)));
  const won = await db.select().from(gameAttempts).where(and(ofGuest, isNotNull(gameAttempts.reward))).orderBy(desc(gameAttempts.id)).limit(50);
  const live = game.event.state === 'live';
  return {
    points: Number(total?.points ?? 0),
    attemptsLeftToday: live ? Math.max(0, game.dailyAttempts - (counter?.used ?? 0)) : 0,
    gainedRewards: won.map(attemptWire),
  };
}
