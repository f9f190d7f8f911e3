/**
 * §2 contest states, derived from the window and the instant a request sees (its test day moves
 * it, lib/server/time/test-day.ts): next before the start, active inside [start, end), last from
 * the end on. Pure, so the windows are unit-tested at Berlin midnight and across DST changes.
 */
export type ContestState = 'next' | 'active' | 'last';

export type ContestWindow = { startsAt: Date; endsAt: Date };

export function contestStateAt(window: ContestWindow, now: Date): ContestState {
  if (now.getTime() < window.startsAt.getTime()) return 'next';
  if (now.getTime() < window.endsAt.getTime()) return 'active';
  return 'last';
}

/** §3 votes count only while the contest is active; the end itself is already closed. */
export function votingOpenAt(window: ContestWindow, now: Date): boolean {
  return contestStateAt(window, now) === 'active';
}
