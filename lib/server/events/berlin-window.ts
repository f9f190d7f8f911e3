import type { EventState } from '@/lib/contracts/events';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { type CalendarDay, addDays, berlinDayOf, berlinDaySpan } from '@/lib/server/tv/berlin-days';

/**
 * §2 event windows are whole Berlin days: [start of the first day, start of the day after the
 * last) as instants, so an event runs 23 or 25 hours longer or shorter across a DST change and
 * never loses its last evening. Pure: the seed, the queries and the tests share it.
 */
export function berlinWindow(firstDay: CalendarDay, lastDay: CalendarDay): { startsAt: Date; endsAt: Date } {
  return { startsAt: berlinDaySpan(firstDay).start, endsAt: berlinDaySpan(lastDay).end };
}

/** live inside [startsAt, endsAt), upcoming before, past from endsAt on. */
export function eventState(window: { startsAt: Date; endsAt: Date }, now: Date): EventState {
  if (now < window.startsAt) return 'upcoming';
  return now < window.endsAt ? 'live' : 'past';
}

/** The Berlin days a window covers, inclusive, as YYYY-MM-DD (the last is the day of endsAt − 1 ms). */
export function windowDays(window: { startsAt: Date; endsAt: Date }): { firstDay: string; lastDay: string } {
  return { firstDay: formatCalendarDay(berlinDayOf(window.startsAt)), lastDay: formatCalendarDay(berlinDayOf(new Date(window.endsAt.getTime() - 1))) };
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** Days relative to a day (the Easter window is Easter ± some days). */
export const shiftDay = addDays;
