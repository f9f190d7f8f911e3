import { describe, expect, it } from 'vitest';
import { attemptSeed, pick, rewardOf, SLOT_WIN_PERCENT, seedHash, slotOutcome, wheelOutcome } from '@/lib/server/games/random-source';
import { WHEEL_SEGMENTS } from '@/lib/server/games/wheel-segments';

const SECRET = 'a'.repeat(64);
const rewards = [
  { key: 'coins', type: 'coins', amount: 20 },
  { key: 'spins', type: 'spins', amount: 1 },
  { key: 'voucher', type: 'videoVoucher', amount: 1 },
  { key: 'vip', type: 'vipDays', amount: 1 },
] as const;

describe('game random source (§3 auditable)', () => {
  it('derives the same seed from the same secret and attempt id, and another for another id or secret', () => {
    const seed = attemptSeed(SECRET, 41);
    expect(attemptSeed(SECRET, 41).equals(seed)).toBe(true);
    expect(attemptSeed(SECRET, 42).equals(seed)).toBe(false);
    expect(attemptSeed('b'.repeat(64), 41).equals(seed)).toBe(false);
    expect(seedHash(seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHash(seed)).not.toBe(seed.toString('hex'));
  });

  it('hits every wheel segment about equally over many attempts', () => {
    const hits = new Array(WHEEL_SEGMENTS.length).fill(0) as number[];
    const n = 8000;
    for (let id = 1; id <= n; id += 1) hits[wheelOutcome(attemptSeed(SECRET, id), WHEEL_SEGMENTS.length).segment]! += 1;
    for (const count of hits) expect(Math.abs(count - n / WHEEL_SEGMENTS.length)).toBeLessThan(n / WHEEL_SEGMENTS.length / 5);
  });

  it('wins about one slot attempt in four, and a loss never lines up three of a reward', () => {
    let wins = 0;
    const n = 4000;
    for (let id = 1; id <= n; id += 1) {
      const outcome = slotOutcome(attemptSeed(SECRET, id), rewards.length);
      const [a, b, c] = outcome.reels;
      for (const reel of outcome.reels) expect(reel >= 0 && reel <= rewards.length).toBe(true);
      if (outcome.win) {
        wins += 1;
        expect(a === b && b === c && a < rewards.length).toBe(true);
        expect(rewardOf(outcome, rewards)).toEqual(rewards[a]);
      } else {
        expect(a === b && b === c && a < rewards.length).toBe(false);
        expect(rewardOf(outcome, rewards)).toBeNull();
      }
    }
    expect(Math.abs(wins / n - SLOT_WIN_PERCENT / 100)).toBeLessThan(0.03);
  });

  it('a game without rewards never wins', () => {
    for (let id = 1; id <= 200; id += 1) expect(slotOutcome(attemptSeed(SECRET, id), 0)).toEqual({ kind: 'slot', reels: [0, 0, 0], win: false });
  });

  it('refuses an empty pick instead of dividing by zero', () => {
    expect(() => pick(attemptSeed(SECRET, 1), 0, 0)).toThrow(RangeError);
  });
});
