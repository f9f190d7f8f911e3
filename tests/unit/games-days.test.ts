import { describe, expect, it } from 'vitest';
import { dayConfigs, gameDayIndex, pointsOnDay } from '@/lib/server/games/game-days';

describe('game days (§3 day configs, Berlin days)', () => {
  it('counts the day index at Berlin midnight, not UTC midnight', () => {
    // 2026-11-20 00:00 in Berlin is 2026-11-19 23:00 UTC (CET, +1).
    expect(gameDayIndex('2026-11-20', new Date('2026-11-19T22:59:59Z'))).toBe(-1);
    expect(gameDayIndex('2026-11-20', new Date('2026-11-19T23:00:00Z'))).toBe(0);
    expect(gameDayIndex('2026-11-20', new Date('2026-11-21T22:59:59Z'))).toBe(1);
    expect(gameDayIndex('2026-11-20', new Date('2026-11-21T23:00:00Z'))).toBe(2);
  });

  it('keeps whole days across both 2026 DST changes', () => {
    // 29 March: 23 hours; CEST (+2) from then on.
    expect(gameDayIndex('2026-03-28', new Date('2026-03-29T21:59:59Z'))).toBe(1);
    expect(gameDayIndex('2026-03-28', new Date('2026-03-29T22:00:00Z'))).toBe(2);
    // 25 October: 25 hours; CET (+1) from then on.
    expect(gameDayIndex('2026-10-24', new Date('2026-10-25T22:59:59Z'))).toBe(1);
    expect(gameDayIndex('2026-10-24', new Date('2026-10-25T23:00:00Z'))).toBe(2);
  });

  it('takes the points of the day, the last value past the list, none before the game', () => {
    expect(pointsOnDay([10, 20, 30], 0)).toBe(10);
    expect(pointsOnDay([10, 20, 30], 2)).toBe(30);
    expect(pointsOnDay([10, 20, 30], 9)).toBe(30);
    expect(pointsOnDay([10, 20, 30], -1)).toBe(0);
    expect(pointsOnDay([], 0)).toBe(0);
  });

  it('lists one day config per Berlin day of the window, across the October change', () => {
    const days = dayConfigs('2026-10-24', '2026-10-27', [5, 15]);
    expect(days).toEqual([
      { day: '2026-10-24', pointsPerAttempt: 5 },
      { day: '2026-10-25', pointsPerAttempt: 15 },
      { day: '2026-10-26', pointsPerAttempt: 15 },
      { day: '2026-10-27', pointsPerAttempt: 15 },
    ]);
  });
});
