import { formatCalendarDay, parseCalendarDay } from '@/lib/server/time/test-day';
import { addDays, berlinDayOf, type CalendarDay } from '@/lib/server/tv/berlin-days';

const DAY_MS = 86_400_000;
const ordinal = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day) / DAY_MS;

/** Whole Berlin days from `firstDay` (YYYY-MM-DD) to the Berlin day of `now` (negative before it). */
export function gameDayIndex(firstDay: string, now: Date): number {
  const first = parseCalendarDay(firstDay);
  if (!first) throw new RangeError(`not a day: ${firstDay}`);
  return ordinal(berlinDayOf(now)) - ordinal(first);
}

/** §3 points per attempt on the nth day of the game; days past the list keep its last value. */
export function pointsOnDay(pointsPerAttempt: readonly number[], index: number): number {
  if (pointsPerAttempt.length === 0 || index < 0) return 0;
  return pointsPerAttempt[Math.min(index, pointsPerAttempt.length - 1)]!;
}

/** §3 day configs: one per Berlin day of the window [firstDay, lastDay] with its points per attempt. */
export function dayConfigs(firstDay: string, lastDay: string, pointsPerAttempt: readonly number[]): { day: string; pointsPerAttempt: number }[] {
  const first = parseCalendarDay(firstDay);
  const last = parseCalendarDay(lastDay);
  if (!first || !last) return [];
  const count = ordinal(last) - ordinal(first) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => ({ day: formatCalendarDay(addDays(first, index)), pointsPerAttempt: pointsOnDay(pointsPerAttempt, index) }));
}
