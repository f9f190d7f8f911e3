import { describe, expect, it, vi } from 'vitest';
import { EVENT_TYPES, eventConfigSchemas, eventRewardsSchema } from '@/lib/contracts/events';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/server/env', () => ({ env: () => ({ NODE_ENV: 'test' }) }));

const { berlinWindow, easterSunday, eventState, windowDays } = await import('@/lib/server/events/berlin-window');
const { eventCalendar } = await import('@/lib/server/events/event-calendar');

describe('§2/§3 the yearly event calendar', () => {
  const calendar = eventCalendar(2026);

  it('every event type is live on some day, and its config and rewards parse by its type', () => {
    for (const type of EVENT_TYPES) expect(calendar.some((event) => event.type === type), type).toBe(true);
    for (const event of calendar) {
      expect(eventConfigSchemas[event.type].safeParse(event.config).success, event.key).toBe(true);
      expect(eventRewardsSchema.safeParse(event.rewards).success, event.key).toBe(true);
    }
  });

  it('Easter 2026 is 5 April and the egg hunt runs around it; the advent calendar is 1–24 December', () => {
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ year: 2027, month: 3, day: 28 });
    const easter = calendar.find((event) => event.type === 'easter')!;
    expect(windowDays(easter)).toEqual({ firstDay: '2026-03-29', lastDay: '2026-04-06' });
    const advent = calendar.find((event) => event.type === 'adventCalendar')!;
    expect(windowDays(advent)).toEqual({ firstDay: '2026-12-01', lastDay: '2026-12-24' });
    expect(calendar.some((event) => event.startsAt.getUTCFullYear() === 2027)).toBe(true);
  });

  it('a window is whole Berlin days, also across the DST changes', () => {
    // Starts at Berlin midnight of 29 March (CET, 23:00 UTC the day before), the day clocks go forward.
    const spring = berlinWindow({ year: 2026, month: 3, day: 29 }, { year: 2026, month: 3, day: 29 });
    expect(spring.startsAt.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.endsAt.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const autumn = berlinWindow({ year: 2026, month: 10, day: 25 }, { year: 2026, month: 10, day: 25 });
    expect(autumn.endsAt.getTime() - autumn.startsAt.getTime()).toBe(25 * 3_600_000);
  });

  it('live inside the window, upcoming before, past from its end on', () => {
    const advent = calendar.find((event) => event.type === 'adventCalendar')!;
    expect(eventState(advent, new Date('2026-11-30T22:59:59Z'))).toBe('upcoming');
    expect(eventState(advent, new Date('2026-11-30T23:00:00Z'))).toBe('live');
    expect(eventState(advent, new Date('2026-12-24T22:59:59Z'))).toBe('live');
    expect(eventState(advent, new Date('2026-12-24T23:00:00Z'))).toBe('past');
  });
});
