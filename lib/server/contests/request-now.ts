import 'server-only';
import * as z from 'zod';
import { effectiveNow, parseCalendarDay, testDaysAllowed } from '@/lib/server/time/test-day';

/** §2 qmday/qmdate as optional input fields of the contest calls (query or body). */
export const testDayInput = {
  qmday: z.string().max(10).optional(),
  qmdate: z.string().max(10).optional(),
};

/**
 * The instant a contest call sees: now, or the same Berlin wall-clock time on the test day the
 * call names, where the server allows test days (DESIGN.md "Time"); elsewhere the day is ignored.
 */
export function requestNow(input: { qmday?: string | null; qmdate?: string | null }, now: Date = new Date()): Date {
  if (!testDaysAllowed()) return now;
  return effectiveNow(parseCalendarDay(input.qmday) ?? parseCalendarDay(input.qmdate), now);
}
