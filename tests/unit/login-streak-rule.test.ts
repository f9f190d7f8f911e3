import { describe, expect, it } from 'vitest';
import { streakOf } from '@/lib/server/streak/streak-rule';

const days = (first: string, count: number) => Array.from({ length: count }, (_, i) => new Date(Date.parse(`${first}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

describe('§2 five-days-bonus streak rule (Berlin days)', () => {
  it('counts days in a row up to today and completes a round on the fifth', () => {
    const state = streakOf(days('2026-06-01', 5), new Date('2026-06-05T10:00:00Z'));
    expect(state).toMatchObject({ today: '2026-06-05', days: 5, done: 4, todayDone: true, roundStart: '2026-06-01', complete: true });
    expect(streakOf(days('2026-06-01', 4), new Date('2026-06-04T10:00:00Z'))).toMatchObject({ days: 4, done: 3, complete: false });
  });

  it('keeps a run alive until today is visited, and a gap resets it', () => {
    // Came four days, not yet today: four done, today's slot is the fifth.
    expect(streakOf(days('2026-06-01', 4), new Date('2026-06-05T10:00:00Z'))).toMatchObject({ days: 4, done: 4, todayDone: false, roundStart: '2026-06-01', complete: false });
    // Missed 06-05: coming on 06-06 starts again at one.
    const gap = streakOf([...days('2026-06-01', 4), '2026-06-06'], new Date('2026-06-06T10:00:00Z'));
    expect(gap).toMatchObject({ days: 1, done: 0, roundStart: '2026-06-06', complete: false });
  });

  it('starts a new round after five, completing again on the tenth day', () => {
    expect(streakOf(days('2026-06-01', 6), new Date('2026-06-06T10:00:00Z'))).toMatchObject({ days: 6, done: 0, roundStart: '2026-06-06', complete: false });
    expect(streakOf(days('2026-06-01', 10), new Date('2026-06-10T10:00:00Z'))).toMatchObject({ days: 10, done: 4, roundStart: '2026-06-06', complete: true });
  });

  it('takes the day from Berlin midnight, not UTC', () => {
    const visits = days('2026-01-01', 5);
    // 22:59:59 UTC is 23:59:59 in Berlin (CET): still 01-05.
    expect(streakOf(visits, new Date('2026-01-05T22:59:59Z'))).toMatchObject({ today: '2026-01-05', complete: true });
    // 23:00 UTC is Berlin midnight: 01-06, not visited yet, the run still alive.
    expect(streakOf(visits, new Date('2026-01-05T23:00:00Z'))).toMatchObject({ today: '2026-01-06', todayDone: false, days: 5, done: 0 });
  });

  it('counts the 23-hour day of 2026-03-29 as one day', () => {
    const visits = days('2026-03-27', 5); // 03-27 … 03-31 across the spring change
    expect(streakOf(visits, new Date('2026-03-29T21:59:00Z'))).toMatchObject({ today: '2026-03-29', days: 3 });
    // 22:00 UTC on 03-29 is already midnight of 03-30 (CEST, UTC+2).
    expect(streakOf(visits, new Date('2026-03-29T22:00:00Z'))).toMatchObject({ today: '2026-03-30', days: 4 });
    expect(streakOf(visits, new Date('2026-03-31T21:59:00Z'))).toMatchObject({ today: '2026-03-31', days: 5, complete: true });
  });

  it('counts the 25-hour day of 2026-10-25 as one day', () => {
    const visits = days('2026-10-22', 4); // 10-22 … 10-25
    // 10-25 starts at 22:00 UTC the day before (CEST) and ends at 23:00 UTC (CET): 25 hours.
    expect(streakOf(visits, new Date('2026-10-24T22:00:00Z'))).toMatchObject({ today: '2026-10-25', days: 4 });
    expect(streakOf(visits, new Date('2026-10-25T22:59:59Z'))).toMatchObject({ today: '2026-10-25', days: 4 });
    expect(streakOf(visits, new Date('2026-10-25T23:00:00Z'))).toMatchObject({ today: '2026-10-26', todayDone: false, days: 4, done: 4 });
    expect(streakOf([...visits, '2026-10-26'], new Date('2026-10-25T23:00:00Z'))).toMatchObject({ days: 5, complete: true, roundStart: '2026-10-22' });
  });
});
