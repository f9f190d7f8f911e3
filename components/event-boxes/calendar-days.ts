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

/** The Berlin day (YYYY-MM-DD) of now, or the test day the page was opened with (§2 qmday). */
export function berlinToday(qmday: string | null, now: Date = new Date()): string {
  if (qmday && /^\d{4}-\d{2}-\d{2}$/.test(qmday)) return qmday;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
