import { describe, expect, it } from 'vitest';
import { dayRuns, heatLevel, summarizeHeatMap } from '@/app/[locale]/amateur/[actorName]/about-me/_components/heat-map-summary';

/** A week (Monday 00:00 first) with `share` in the given hours of the given days, 0 elsewhere. */
function week(days: number[], hours: number[], share = 80): number[] {
  return Array.from({ length: 168 }, (_, k) => (days.includes(Math.floor(k / 24)) && hours.includes(k % 24) ? share : 0));
}

describe('heat map text alternative ("usually online Fri–Sun 19–23 h")', () => {
  it('finds the usual days and the hour span of a weekend evening performer', () => {
    expect(summarizeHeatMap(week([4, 5, 6], [19, 20, 21, 22]))).toEqual({ days: [4, 5, 6], fromHour: 19, toHour: 23 });
  });

  it('a span past midnight wraps: 22–02 h', () => {
    expect(summarizeHeatMap(week([0, 1, 2, 3, 4, 5, 6], [22, 23, 0, 1]))).toEqual({ days: [0, 1, 2, 3, 4, 5, 6], fromHour: 22, toHour: 2 });
  });

  it('days clearly quieter than the best ones in that span are left out', () => {
    const values = week([0, 1, 2, 3, 4, 5, 6], [18, 19, 20], 50).map((v, k) => (Math.floor(k / 24) >= 5 && v > 0 ? 90 : v));
    expect(summarizeHeatMap(values)?.days).toEqual([5, 6]);
  });

  it('an empty or near-empty week has no summary', () => {
    expect(summarizeHeatMap(Array(168).fill(0))).toBeNull();
    expect(summarizeHeatMap(week([2], [10], 30))).toBeNull();
  });

  it('refuses anything but 168 values', () => {
    expect(() => summarizeHeatMap(Array(24).fill(50))).toThrow();
  });

  it('groups consecutive days into runs and maps shares to four levels', () => {
    expect(dayRuns([6, 4, 5, 0, 2])).toEqual([[0, 0], [2, 2], [4, 6]]);
    expect([0, 14, 15, 39, 40, 69, 70, 100].map(heatLevel)).toEqual(['none', 'none', 'low', 'low', 'mid', 'mid', 'high', 'high']);
  });
});
