import 'server-only';
import * as z from 'zod';
import { effectiveNow, parseCalendarDay, testDaysAllowed } from '@/lib/server/time/test-day';

/**
 * §2 qmday / qmdate as optional input of a REST call: a malformed day is bad input (422), a
 * well-formed one is honoured only where test days are allowed (DESIGN.md "Time"), else ignored.
 */
const testDayField = z
  .string()
  .refine((value) => parseCalendarDay(value) !== null, { message: 'A day as YYYY-MM-DD.' })
  .optional();
export const testDayInput = { qmday: testDayField, qmdate: testDayField };

/** The instant the call's rules see: now, or the same Berlin wall-clock time on the test day. */
export function requestNow(input: { qmday?: string | undefined; qmdate?: string | undefined }, now: Date = new Date()): Date {
  if (!testDaysAllowed()) return now;
  return effectiveNow(parseCalendarDay(input.qmday) ?? parseCalendarDay(input.qmdate), now);
}
