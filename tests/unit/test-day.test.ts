import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/server/env', () => ({ env: () => ({ NODE_ENV: 'test' }) }));

const { effectiveNow, formatCalendarDay, parseCalendarDay, testDayOf } = await import('@/lib/server/time/test-day');

describe('§2 test days (qmday / qmdate)', () => {
  it('"a test-day query parameter (qmday or qmdate)": qmday wins over qmdate, malformed days are ignored', () => {
    expect(testDayOf(new URLSearchParams('qmday=2026-04-05&qmdate=2026-12-24'))).toEqual({ year: 2026, month: 4, day: 5 });
    expect(testDayOf(new URLSearchParams('qmdate=2026-12-24'))).toEqual({ year: 2026, month: 12, day: 24 });
    expect(testDayOf(new URLSearchParams('qmday=2026-02-30'))).toBeNull();
    expect(testDayOf(new URLSearchParams('qmday=tomorrow'))).toBeNull();
    expect(parseCalendarDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('a test day keeps the Berlin wall-clock time of now', () => {
    const now = new Date('2026-11-28T14:15:00Z'); // 15:15 in Berlin (winter)
    // 15:15 Berlin summer time is 13:15 UTC.
    expect(effectiveNow({ year: 2026, month: 7, day: 1 }, now).toISOString()).toBe('2026-07-01T13:15:00.000Z');
  });

  it('stays inside a 23-hour DST day and answers now without a test day', () => {
    const late = new Date('2026-11-28T22:30:00Z'); // 23:30 Berlin
    const onSpringDay = effectiveNow({ year: 2026, month: 3, day: 29 }, late);
    expect(onSpringDay.getTime()).toBeLessThan(new Date('2026-03-29T22:00:00Z').getTime());
    expect(effectiveNow(null, late)).toBe(late);
    expect(formatCalendarDay({ year: 2026, month: 3, day: 9 })).toBe('2026-03-09');
  });
});
