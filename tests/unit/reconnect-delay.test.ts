import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '@/lib/realtime/reconnect-delay';

describe('§9 "reconnect after 1 s", backed off and jittered so a herd of pages does not return at once', () => {
  it('waits 1 s to 1.5 s after the first failure', () => {
    expect(reconnectDelay(1, () => 0)).toBe(1_000);
    expect(reconnectDelay(1, () => 0.999)).toBe(1_500);
  });

  it('doubles with every failure in a row, up to 8 s (12 s with the jitter)', () => {
    expect([2, 3, 4, 5, 9].map((failures) => reconnectDelay(failures, () => 0))).toEqual([2_000, 4_000, 8_000, 8_000, 8_000]);
    expect(reconnectDelay(20, () => 0.999)).toBe(11_996);
  });

  it('spreads pages cut off together over the window', () => {
    const delays = new Set(Array.from({ length: 200 }, () => reconnectDelay(1)));
    expect(delays.size).toBeGreaterThan(100);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(1_000);
  });
});
