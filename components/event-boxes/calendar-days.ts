/** Berlin calendar days (YYYY-MM-DD) are dates, not instants: arithmetic and formatting in UTC keep them whole. */
const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Every day from `first` to `last`, both included (at most `max`, so a bad range cannot grow without end). */
export function daysBetween(first: string, last: string, max = 62): string[] {
  const days: string[] = [];
  for (let time = toTime(first); time <= toTime(last) && days.length < max; time += DAY_MS) days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/** A day in the reader's language: 'medium' for ranges, 'short' for a grid cell. */
export function formatDay(locale: string, day: string, style: 'medium' | 'short' = 'medium'): string {
  const options: Intl.DateTimeFormatOptions = style === 'short' ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(new Date(toTime(day)));
}

/**
 * The Berlin day (YYYY-MM-DD) of now, or the test day the page was opened with (§2 qmday).
 * Plain arithmetic on the EU summer-time rule (CEST from the last Sunday of March, 01:00 UTC, to
 * the last Sunday of October, 01:00 UTC): the first time-zone formatter of a page costs the browser
 * its ICU start (~12 ms, ~50 ms on a slow phone), and the box starter asks this on every page (§1 speed).
 */
export function berlinToday(qmday: string | null, now: Date = new Date()): string {
  if (qmday && /^\d{4}-\d{2}-\d{2}$/.test(qmday)) return qmday;
  const time = now.getTime();
  const year = now.getUTCFullYear();
  const summer = time >= lastSundayOneUtc(year, 2) && time < lastSundayOneUtc(year, 9);
  return new Date(time + (summer ? 2 : 1) * 3_600_000).toISOString().slice(0, 10);
}

/** 01:00 UTC of the last Sunday of a month (0-based), when the EU changes its clocks. */
function lastSundayOneUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * DAY_MS;
}
