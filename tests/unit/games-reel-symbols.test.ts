import { describe, expect, it } from 'vitest';
import { BLANK_GLYPH, reelStop, reelSymbols, reelsOf } from '@/components/games/reel-symbols';
import type { GameReward } from '@/lib/contracts/games';
import { attemptSeed, rewardOf, slotOutcome } from '@/lib/server/games/random-source';

const SECRET = 'c'.repeat(64);
/** The seed calendar's game rewards (lib/server/events/event-calendar.ts), in config order. */
const rewards: GameReward[] = [
  { key: 'coins', type: 'coins', amount: 20 },
  { key: 'spins', type: 'spins', amount: 1 },
  { key: 'voucher', type: 'videoVoucher', amount: 1 },
  { key: 'vip', type: 'vipDays', amount: 1 },
];
const named = (list: GameReward[]) => list.map((reward) => ({ type: reward.type, name: reward.key }));

describe('slot machine reels (§3 "outcomes are decided on the server from an auditable random source"; the page only draws them)', () => {
  it('numbers the symbols as the server does: one per reward in config order, then the blank', () => {
    const symbols = reelSymbols(named(rewards), 'Blank');
    expect(symbols.map((s) => s.name)).toEqual(['coins', 'spins', 'voucher', 'vip', 'Blank']);
    expect(symbols.map((s) => s.glyph)).toEqual(['€', '↻', '✦', '♛', BLANK_GLYPH]);
  });

  it('gives two rewards of one type different glyphs, deterministically', () => {
    const twice: GameReward[] = [...rewards, { key: 'video', type: 'video', amount: 1 }, { key: 'coins-50', type: 'coins', amount: 50 }];
    const symbols = reelSymbols(named(twice), 'Blank');
    const glyphs = symbols.map((s) => s.glyph);
    expect(new Set(glyphs).size).toBe(glyphs.length);
    expect(glyphs[4]).not.toBe(glyphs[2]);
    expect(reelSymbols(named(twice), 'Blank')).toEqual(symbols);
  });

  it('shows three equal glyphs exactly when the server credited that reward, over 2000 server outcomes', () => {
    const symbols = reelSymbols(named(rewards), 'Blank');
    let wins = 0;
    for (let id = 1; id <= 2000; id += 1) {
      const outcome = slotOutcome(attemptSeed(SECRET, id), rewards.length);
      const reels = reelsOf(outcome, symbols);
      expect(reels).not.toBeNull();
      const glyphs = reels!.map((reel) => symbols[reel]!.glyph);
      const lined = glyphs[0] === glyphs[1] && glyphs[1] === glyphs[2] && glyphs[0] !== BLANK_GLYPH;
      const credited = rewardOf(outcome, rewards);
      expect(lined).toBe(credited !== null);
      if (credited) {
        wins += 1;
        expect(symbols[reels![0]]!.name).toBe(credited.key);
      }
    }
    expect(wins).toBeGreaterThan(300);
  });

  it('draws a reel number the symbols lack as the blank, and a wheel outcome as no reels', () => {
    const symbols = reelSymbols(named(rewards), 'Blank');
    expect(reelsOf({ kind: 'slot', reels: [0, 9, -1], win: false }, symbols)).toEqual([0, 4, 4]);
    expect(reelsOf({ kind: 'wheel', segment: 2 }, symbols)).toBeNull();
  });

  it('rolls each reel forward only, stopping on the server’s symbol, the right reel last', () => {
    const count = 5;
    const targets = [3, 0, 4, 4, 1];
    for (const reel of [0, 1, 2] as const) {
      let previous = reelStop(reel, 0, null, count);
      expect(previous).toBe(reel);
      targets.forEach((target, i) => {
        const stop = reelStop(reel, i + 1, target, count);
        expect(stop % count).toBe(target);
        expect(stop).toBeGreaterThan(previous);
        previous = stop;
      });
    }
    expect(reelStop(2, 1, 0, count)).toBeGreaterThan(reelStop(1, 1, 0, count));
    expect(reelStop(1, 1, 0, count)).toBeGreaterThan(reelStop(0, 1, 0, count));
  });
});
