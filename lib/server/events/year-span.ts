import { berlinDayStart } from '@/lib/server/tv/berlin-days';

/** [Berlin midnight of 1 January, Berlin midnight of the next 1 January) of a year. */
export function berlinSpanOfYear(year: number): { start: Date; end: Date } {
  return { start: berlinDayStart({ year, month: 1, day: 1 }), end: berlinDayStart({ year: year + 1, month: 1, day: 1 }) };
}
