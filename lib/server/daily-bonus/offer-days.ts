import { formatCalendarDay } from '@/lib/server/time/test-day';
import { addDays, berlinDayOf, berlinDaySpan } from '@/lib/server/tv/berlin-days';

/** §3 the daily bonus shows yesterday's, today's and tomorrow's offers; days are Berlin days. */
export function offerDays(now: Date): { yesterday: string; today: string; tomorrow: string } {
  const today = berlinDayOf(now);
  return { yesterday: formatCalendarDay(addDays(today, -1)), today: formatCalendarDay(today), tomorrow: formatCalendarDay(addDays(today, 1)) };
}

/**
 * §9 the day ends at 23:59:59 Berlin time: one second before the next Berlin midnight (23 or 25
 * hours after this day's midnight on a DST change day).
 */
export function offerDayEndsAt(now: Date): Date {
  return new Date(berlinDaySpan(berlinDayOf(now)).end.getTime() - 1000);
}

/** Whether an offer of `day` may be taken at `now`: only on its own Berlin day. */
export function isOfferDay(day: string, now: Date): boolean {
  return formatCalendarDay(berlinDayOf(now)) === day;
}
