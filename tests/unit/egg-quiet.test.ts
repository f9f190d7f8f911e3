// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { eggsQuiet, rememberEggsQuiet } from '@/components/seasonal/egg-quiet';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('§3 Easter: pages skip the egg call while the server said no egg can come', () => {
  const now = Date.parse('2026-03-06T12:00:00.000Z');

  it('is quiet for that guest until the instant the server named, then asks again', () => {
    rememberEggsQuiet(41, '2026-03-28T23:00:00.000Z');
    expect(eggsQuiet(41, now)).toBe(true);
    expect(eggsQuiet(42, now)).toBe(false);
    expect(eggsQuiet(41, Date.parse('2026-03-29T00:00:00.000Z'))).toBe(false);
  });

  it('an answer with eggs waiting (null) forgets the quiet time; a §2 test day always asks', () => {
    rememberEggsQuiet(41, '2026-03-28T23:00:00.000Z');
    window.history.replaceState(null, '', '/en/?qmday=2026-04-05');
    expect(eggsQuiet(41, now)).toBe(false);
    window.history.replaceState(null, '', '/en/');
    rememberEggsQuiet(41, null);
    expect(eggsQuiet(41, now)).toBe(false);
  });
});
