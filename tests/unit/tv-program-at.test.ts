import { describe, expect, it } from 'vitest';
import { berlinDayOf, berlinDaySpan, berlinOffsetMinutes } from '@/lib/server/tv/berlin-days';
import { planDay, quarterLengths } from '@/lib/server/tv/day-plan';
import { programAt } from '@/lib/server/tv/program-at';
import { createRng } from '@/lib/server/db/seed/prng';

const at = (iso: string) => new Date(iso);
const slot = (id: number, from: string, to: string) => ({ id, startsAt: at(from), endsAt: at(to) });

/** Three Berlin days of the free channel, as the seed plans them. */
function threeDays(first: { year: number; month: number; day: number }) {
  const rng = createRng(7);
  return [0, 1, 2].flatMap((offset) => planDay('livestream', { ...first, day: first.day + offset }, rng, [{ id: 1000, name: 'Mia' }]));
}

describe('programAt (§2 what is live at a Berlin time)', () => {
  const schedule = [slot(1, '2026-06-01T20:00:00Z', '2026-06-01T21:00:00Z'), slot(2, '2026-06-01T21:00:00Z', '2026-06-01T21:45:00Z'), slot(3, '2026-06-01T22:30:00Z', '2026-06-01T23:00:00Z')];

  it('a boundary belongs to the slot that starts there; next is the one after it', () => {
    expect(programAt(schedule, at('2026-06-01T20:59:59.999Z'))).toMatchObject({ current: { id: 1 }, next: { id: 2 } });
    expect(programAt(schedule, at('2026-06-01T21:00:00Z'))).toMatchObject({ current: { id: 2 }, next: { id: 3 } });
  });

  it('in a gap nothing is current and next is the coming slot; after the last, nothing', () => {
    expect(programAt(schedule, at('2026-06-01T22:00:00Z'))).toEqual({ current: null, next: schedule[2] });
    expect(programAt(schedule, at('2026-06-02T00:00:00Z'))).toEqual({ current: null, next: null });
  });

  it('Berlin midnight (22:00 UTC in summer) starts the new day’s first slot', () => {
    const days = threeDays({ year: 2026, month: 7, day: 10 });
    const midnight = at('2026-07-11T22:00:00Z');
    expect(berlinDayOf(midnight)).toEqual({ year: 2026, month: 7, day: 12 });
    const { current, next } = programAt(days, midnight);
    expect(current?.startsAt).toEqual(midnight);
    expect(programAt(days, new Date(midnight.getTime() - 1)).current?.endsAt).toEqual(midnight);
    expect(next?.startsAt).toEqual(current?.endsAt);
  });

  it.each([
    ['2026-03-29', { year: 2026, month: 3, day: 29 }, 23, '2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z'],
    ['2026-10-25', { year: 2026, month: 10, day: 25 }, 25, '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z'],
  ])('the DST change on %s: a %i-hour Berlin day, planned without gap or overlap', (_label, day, hours, start, end) => {
    const span = berlinDaySpan(day);
    expect(span.start.toISOString()).toBe(new Date(start).toISOString());
    expect(span.end.toISOString()).toBe(new Date(end).toISOString());
    expect((span.end.getTime() - span.start.getTime()) / 3_600_000).toBe(hours);
    const slots = planDay('premium', day, createRng(3), []);
    expect(slots[0]?.startsAt).toEqual(span.start);
    expect(slots.at(-1)?.endsAt).toEqual(span.end);
    for (let i = 1; i < slots.length; i++) expect(slots[i]?.startsAt).toEqual(slots[i - 1]?.endsAt);
    for (const s of slots) {
      const minutes = (s.endsAt.getTime() - s.startsAt.getTime()) / 60_000;
      expect(minutes).toBeGreaterThanOrEqual(30);
      expect(minutes).toBeLessThanOrEqual(90);
    }
    // 02:30 Berlin does not exist on the spring day; 02:30 happens twice on the autumn day: both UTC instants have a slot.
    for (const instant of ['2026-03-29T00:59:00Z', '2026-03-29T01:00:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']) {
      if (new Date(instant) >= span.start && new Date(instant) < span.end) expect(programAt(slots, new Date(instant)).current).not.toBeNull();
    }
  });

  it('Berlin offsets: +1 in winter, +2 in summer, switching at 01:00 UTC', () => {
    expect(berlinOffsetMinutes(at('2026-03-29T00:59:59Z'))).toBe(60);
    expect(berlinOffsetMinutes(at('2026-03-29T01:00:00Z'))).toBe(120);
    expect(berlinOffsetMinutes(at('2026-10-25T00:59:59Z'))).toBe(120);
    expect(berlinOffsetMinutes(at('2026-10-25T01:00:00Z'))).toBe(60);
  });

  it('quarter-hour lengths fill any day exactly with 2–6 quarters each', () => {
    for (const total of [92, 96, 100]) {
      const lengths = quarterLengths(total, createRng(total));
      expect(lengths.reduce((a, b) => a + b, 0)).toBe(total);
      expect(lengths.every((n) => n >= 2 && n <= 6)).toBe(true);
    }
  });
});
