/**
 * §2 the TV program is planned per day in Europe/Berlin time: a day runs from Berlin midnight to
 * the next, 23 hours on the spring DST change and 25 on the autumn one. Pure (Intl only), so the
 * seed and the tests share it.
 */
export const TV_TIME_ZONE = 'Europe/Berlin';

export type CalendarDay = { year: number; month: number; day: number };

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TV_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Berlin's wall clock at an instant, read as if it were UTC (the offset is the difference). */
function wallClockAsUtc(instant: Date): number {
  const read = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(read.year!, read.month! - 1, read.day!, read.hour!, read.minute!, read.second!);
}

/** Minutes Berlin is ahead of UTC at this instant (60 in winter, 120 in summer). */
export function berlinOffsetMinutes(instant: Date): number {
  return Math.round((wallClockAsUtc(instant) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The Berlin calendar day an instant falls on. */
export function berlinDayOf(instant: Date): CalendarDay {
  const wall = new Date(wallClockAsUtc(instant));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** The instant a Berlin day starts (its local midnight); no DST change happens at midnight in Berlin. */
export function berlinDayStart({ year, month, day }: CalendarDay): Date {
  const asUtc = Date.UTC(year, month - 1, day);
  // The offset one hour before and after can differ only on a change day; midnight is before it (02:00/03:00).
  const offset = berlinOffsetMinutes(new Date(asUtc - 60 * 60_000));
  return new Date(asUtc - offset * 60_000);
}

/** The day after (calendar arithmetic, independent of DST). */
export function nextDay({ year, month, day }: CalendarDay): CalendarDay {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** `days` calendar days later (negative: earlier). */
export function addDays({ year, month, day }: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** [start, end) of a Berlin day in UTC instants. */
export function berlinDaySpan(day: CalendarDay): { start: Date; end: Date } {
  return { start: berlinDayStart(day), end: berlinDayStart(nextDay(day)) };
}
