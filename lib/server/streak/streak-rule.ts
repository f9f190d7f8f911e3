import { addDays, berlinDayOf } from '@/lib/server/tv/berlin-days';
import { formatCalendarDay, parseCalendarDay } from '@/lib/server/time/test-day';

/** §2 five-days-bonus: five Berlin days in a row make a round; the bonus comes on its fifth day. */
export const STREAK_ROUND = 5;

export type StreakState = {
  /** The Berlin day of `now` (YYYY-MM-DD). */
  today: string;
  /** Days in a row up to today (today counted once visited), 0 after a gap. */
  days: number;
  /** Days of the current round already behind today (0–4): the box shows them done. */
  done: number;
  todayDone: boolean;
  /** The first day of the current round: the key of its claim. */
  roundStart: string;
  /** Today completes a round (its fifth day) and the guest came today. */
  complete: boolean;
};

const shift = (day: string, by: number) => formatCalendarDay(addDays(parseCalendarDay(day)!, by));

/**
 * The streak on the Berlin day of `now` from the days the guest came (YYYY-MM-DD, any order).
 * Pure: calendar-day arithmetic, so Berlin midnight and the 23- and 25-hour DST days count as
 * one day each. A day missed resets the run; a run not yet continued today is still alive.
 */
export function streakOf(visitDays: Iterable<string>, now: Date): StreakState {
  const visited = new Set(visitDays);
  const today = formatCalendarDay(berlinDayOf(now));
  const todayDone = visited.has(today);
  let days = 0;
  for (let day = todayDone ? today : shift(today, -1); visited.has(day); day = shift(day, -1)) days += 1;
  const done = todayDone ? (days - 1) % STREAK_ROUND : days % STREAK_ROUND;
  return { today, days, done, todayDone, roundStart: shift(today, -done), complete: todayDone && days % STREAK_ROUND === 0 };
}
