import 'server-only';
import { env } from '@/lib/server/env';
import { type CalendarDay, berlinDayOf, berlinDaySpan } from '@/lib/server/tv/berlin-days';

/**
 * §2 test days: some routes carry `qmday` or `qmdate` (YYYY-MM-DD) and forward it to the data calls,
 * so QA can walk an event on any real day. DESIGN.md "Time": honoured only where the server allows
 * test days (ALLOW_TEST_DAYS=1, or any non-production server); elsewhere the real day counts.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function testDaysAllowed(): boolean {
  const config = env();
  return config.ALLOW_TEST_DAYS === '1' || config.NODE_ENV !== 'production';
}

/** A well-formed calendar day, else null (2026-02-30 is not a day). */
export function parseCalendarDay(value: string | null | undefined): CalendarDay | null {
  const match = value ? ISO_DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The test day a request asks for (qmday, else qmdate), when test days are allowed; else null. */
export function testDayOf(params: { get(name: string): string | null }): CalendarDay | null {
  if (!testDaysAllowed()) return null;
  return parseCalendarDay(params.get('qmday')) ?? parseCalendarDay(params.get('qmdate'));
}

/**
 * The instant every rule of a request sees: now, or on a test day the same Berlin wall-clock time
 * of that day (clamped into the day, so 23:30 on a 23-hour DST day stays on it).
 */
export function effectiveNow(testDay: CalendarDay | null, now: Date = new Date()): Date {
  if (!testDay) return now;
  const today = berlinDaySpan(berlinDayOf(now));
  const target = berlinDaySpan(testDay);
  const sinceMidnight = now.getTime() - today.start.getTime();
  return new Date(Math.min(target.start.getTime() + sinceMidnight, target.end.getTime() - 1));
}

/** YYYY-MM-DD of a calendar day (the form qmday takes and the schedule stores). */
export function formatCalendarDay({ year, month, day }: CalendarDay): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
