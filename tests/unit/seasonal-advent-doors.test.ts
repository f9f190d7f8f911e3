import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/server/env', () => ({ env: () => ({ NODE_ENV: 'test' }) }));

const { doorOfDay, doorStates, doorVerdict } = await import('@/lib/server/seasonal/advent-doors');

describe('§3 advent calendar doors on Berlin days', () => {
  it('door 1 opens at Berlin midnight of 1 December (23:00 UTC the evening before), not a second earlier', () => {
    expect(doorOfDay('2026-12-01', new Date('2026-11-30T22:59:59.999Z'))).toBe(0);
    expect(doorOfDay('2026-12-01', new Date('2026-11-30T23:00:00.000Z'))).toBe(1);
    expect(doorOfDay('2026-12-01', new Date('2026-12-01T22:59:59.999Z'))).toBe(1);
    expect(doorOfDay('2026-12-01', new Date('2026-12-01T23:00:00.000Z'))).toBe(2);
    expect(doorOfDay('2026-12-01', new Date('2026-12-24T12:00:00.000Z'))).toBe(24);
  });

  it('counts Berlin days across both 2026 DST changes (a 23- and a 25-hour day)', () => {
    expect(doorOfDay('2026-03-28', new Date('2026-03-28T23:00:00.000Z'))).toBe(2);
    expect(doorOfDay('2026-03-28', new Date('2026-03-29T21:59:59.999Z'))).toBe(2);
    expect(doorOfDay('2026-03-28', new Date('2026-03-29T22:00:00.000Z'))).toBe(3);
    expect(doorOfDay('2026-10-24', new Date('2026-10-24T22:00:00.000Z'))).toBe(2);
    expect(doorOfDay('2026-10-24', new Date('2026-10-25T22:59:59.999Z'))).toBe(2);
    expect(doorOfDay('2026-10-24', new Date('2026-10-25T23:00:00.000Z'))).toBe(3);
  });

  it("today's door opens, later ones are locked, earlier ones only when missed doors are allowed", () => {
    expect(doorVerdict(5, 5, false)).toBe('open');
    expect(doorVerdict(6, 5, true)).toBe('locked');
    expect(doorVerdict(4, 5, false)).toBe('missed');
    expect(doorVerdict(4, 5, true)).toBe('open');
  });

  it('the doors as a guest sees them: opened ones show their reward', () => {
    const states = doorStates(4, 3, false, new Map([[1, { type: 'coins' as const, amount: 1 }]]));
    expect(states.map((door) => door.state)).toEqual(['opened', 'missed', 'open', 'locked']);
    expect(states[0]?.reward).toEqual({ type: 'coins', amount: 1 });
  });
});
