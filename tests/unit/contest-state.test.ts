import { describe, expect, it } from 'vitest';
import { contestStateAt, votingOpenAt } from '@/lib/server/contests/contest-state';
import { berlinDayStart } from '@/lib/server/tv/berlin-days';

const midnight = (year: number, month: number, day: number) => berlinDayStart({ year, month, day });

describe('§2 contest states at Berlin midnight', () => {
  const window = { startsAt: midnight(2026, 3, 23), endsAt: midnight(2026, 3, 30) };

  it('is next until the first Berlin midnight, active inside, last from the end on', () => {
    expect(contestStateAt(window, new Date(window.startsAt.getTime() - 1))).toBe('next');
    expect(contestStateAt(window, window.startsAt)).toBe('active');
    expect(contestStateAt(window, new Date(window.endsAt.getTime() - 1))).toBe('active');
    expect(contestStateAt(window, window.endsAt)).toBe('last');
    expect(votingOpenAt(window, window.endsAt)).toBe(false);
  });

  it('ends at Berlin midnight across the spring DST change (2026-03-29 has 23 hours)', () => {
    // Midnight of 30 March is 22:00 UTC on 29 March (summer time), not 23:00.
    expect(window.endsAt.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(contestStateAt(window, new Date('2026-03-29T22:30:00Z'))).toBe('last');
    expect(contestStateAt(window, new Date('2026-03-29T21:59:59Z'))).toBe('active');
  });

  it('starts at Berlin midnight after the autumn DST change (2026-10-25 has 25 hours)', () => {
    const autumn = { startsAt: midnight(2026, 10, 26), endsAt: midnight(2026, 11, 2) };
    expect(autumn.startsAt.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(contestStateAt(autumn, new Date('2026-10-25T22:59:59Z'))).toBe('next');
    expect(contestStateAt(autumn, new Date('2026-10-25T23:00:00Z'))).toBe('active');
    const dstDay = { startsAt: midnight(2026, 10, 25), endsAt: midnight(2026, 10, 26) };
    expect(dstDay.endsAt.getTime() - dstDay.startsAt.getTime()).toBe(25 * 3_600_000);
  });
});
