import { HOURS_PER_WEEK } from '@/lib/contracts/profile';

/** Days 0 (Monday) … 6 (Sunday) and a span of hours [fromHour, toHour), possibly past midnight. */
export type HeatMapSummary = { days: number[]; fromHour: number; toHour: number };

/** Below this share (0–100) in its busiest hour a week says nothing regular. */
const MIN_PEAK_SHARE = 15;
/** Hours at least half as busy as the peak hour belong to the usual window. */
const HOUR_SHARE_OF_PEAK = 0.5;
/** Days at least this busy (in that window) as the busiest day are "usual" days. */
const DAY_SHARE_OF_BEST = 0.85;

const at = (values: readonly number[], day: number, hour: number) => values[day * 24 + hour] ?? 0;

/**
 * The text alternative of the heat map ("usually online Fri–Sun, 19–23 h"): the busiest hour of
 * the averaged day, widened while neighbouring hours stay at least half as busy (wrapping past
 * midnight), then the days that are nearly as busy as the best one in that window.
 * Null when the week has no regular hours.
 */
export function summarizeHeatMap(values: readonly number[]): HeatMapSummary | null {
  if (values.length !== HOURS_PER_WEEK) throw new Error(`a heat map has ${HOURS_PER_WEEK} values`);
  const hourly = Array.from({ length: 24 }, (_, hour) => Array.from({ length: 7 }, (_, day) => at(values, day, hour)).reduce((a, b) => a + b, 0) / 7);
  const peak = hourly.reduce((best, value, hour) => (value > (hourly[best] ?? 0) ? hour : best), 0);
  const peakValue = hourly[peak] ?? 0;
  if (peakValue < MIN_PEAK_SHARE) return null;

  const threshold = peakValue * HOUR_SHARE_OF_PEAK;
  const busy = (hour: number) => (hourly[(hour + 24) % 24] ?? 0) >= threshold;
  let from = peak;
  let length = 1;
  while (length < 24 && busy(from - 1)) {
    from = (from + 23) % 24;
    length += 1;
  }
  let to = peak;
  while (length < 24 && busy(to + 1)) {
    to = (to + 1) % 24;
    length += 1;
  }
  const windowHours = Array.from({ length }, (_, k) => (from + k) % 24);

  const daySums = Array.from({ length: 7 }, (_, day) => windowHours.reduce((sum, hour) => sum + at(values, day, hour), 0));
  const best = Math.max(...daySums);
  const days = daySums.flatMap((sum, day) => (sum >= best * DAY_SHARE_OF_BEST ? [day] : []));
  return { days, fromHour: from, toHour: (to + 1) % 24 };
}

/** Consecutive days as runs: [4, 5, 6] → [[4, 6]]; [0, 2, 3] → [[0, 0], [2, 3]]. */
export function dayRuns(days: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const day of [...days].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** The share (0–100) of one hour as one of four levels for colour and words. */
export type HeatLevel = 'none' | 'low' | 'mid' | 'high';
export function heatLevel(share: number): HeatLevel {
  if (share < 15) return 'none';
  if (share < 40) return 'low';
  if (share < 70) return 'mid';
  return 'high';
}
