import 'server-only';
import { formatCalendarDay, effectiveNow, testDayOf } from '@/lib/server/time/test-day';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * §2 the test day of a contest page (qmday/qmdate, where allowed) and the instant its data sees;
 * `qmday` is forwarded to the island's calls and kept in the page's links.
 */
export async function pageNow(searchParams: SearchParams): Promise<{ now: Date; qmday: string | null }> {
  const raw = await searchParams;
  const params = new URLSearchParams();
  for (const name of ['qmday', 'qmdate']) {
    const value = raw[name];
    if (typeof value === 'string') params.set(name, value);
  }
  const day = testDayOf(params);
  return { now: effectiveNow(day), qmday: day ? formatCalendarDay(day) : null };
}
