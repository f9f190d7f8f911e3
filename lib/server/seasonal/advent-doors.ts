import type { AdventDoor } from '@/lib/contracts/seasonal';
import { parseCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf, type CalendarDay } from '@/lib/server/tv/berlin-days';

const utcDay = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day) / 86_400_000;

/**
 * §3 advent calendar: door n belongs to the n-th Berlin day of the window (1 December is door 1).
 * The door of `now`'s Berlin day; 0 before the first day. Pure: tested at Berlin midnight.
 */
export function doorOfDay(firstDay: string, now: Date): number {
  const first = parseCalendarDay(firstDay);
  if (!first) return 0;
  return Math.max(0, utcDay(berlinDayOf(now)) - utcDay(first) + 1);
}

export type DoorVerdict = 'open' | 'missed' | 'locked';

/** Today's door opens; a later one is locked; an earlier one only when the config allows missed doors. */
export function doorVerdict(door: number, today: number, allowMissedDoors: boolean): DoorVerdict {
  if (door > today) return 'locked';
  if (door === today || allowMissedDoors) return 'open';
  return 'missed';
}

/** Every door's state for the guest: opened ones show what they held. */
export function doorStates(doors: number, today: number, allowMissedDoors: boolean, opened: ReadonlyMap<number, AdventDoor['reward']>): AdventDoor[] {
  return Array.from({ length: doors }, (_, i) => {
    const door = i + 1;
    const reward = opened.get(door);
    if (reward) return { door, state: 'opened' as const, reward };
    return { door, state: doorVerdict(door, today, allowMissedDoors), reward: null };
  });
}

/** The reward key of a door in the schedule (lib/server/events/event-calendar.ts). */
export const doorRewardKey = (door: number) => `door-${door}`;
