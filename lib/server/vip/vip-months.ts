import { type CalendarDay, berlinDayOf, berlinDayStart } from '@/lib/server/tv/berlin-days';

/** A Berlin calendar month and its instants: [start, end). */
export type VipMonth = { month: string; start: Date; end: Date };

const firstOf = (year: number, month: number): CalendarDay => {
  // month may run past 12 or below 1: Date.UTC normalises it.
  const at = new Date(Date.UTC(year, month - 1, 1));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: 1 };
};

const label = ({ year, month }: CalendarDay) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * The Berlin month `offset` months from the month of `now` (0: its own, -1: the one before).
 * §9 days are Europe/Berlin days, so a month starts at Berlin midnight of its first day, whatever
 * the DST offset that day.
 */
export function berlinMonth(now: Date, offset = 0): VipMonth {
  const today = berlinDayOf(now);
  const first = firstOf(today.year, today.month + offset);
  const next = firstOf(first.year, first.month + 1);
  return { month: label(first), start: berlinDayStart(first), end: berlinDayStart(next) };
}

/** The `count` months before the month of `now`, newest first (the VIP30 value history). */
export function pastMonths(now: Date, count: number): VipMonth[] {
  return Array.from({ length: count }, (_, index) => berlinMonth(now, -(index + 1)));
}
