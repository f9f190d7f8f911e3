import type { GameOutcome, GameReward } from '@/lib/contracts/games';

/** One symbol of the slot machine's reels: the glyph drawn and the words a screen reader says. */
export type ReelSymbol = { glyph: string; name: string };

/**
 * The glyph a reward's symbol prefers, by its §3 reward type. Text symbols, not emoji: every
 * system font has them (a desktop without an emoji font drew empty boxes).
 */
const PREFERRED: Record<GameReward['type'], string> = {
  coins: '€',
  bonusCode: '%',
  video: '▶',
  videoVoucher: '✦',
  spins: '↻',
  messengerGift: '♥',
  vipDays: '♛',
};
/** Glyphs for a reward whose preferred one an earlier reward already took. */
const SPARE = ['★', '♦', '♣', '♠', '7', '♪', '❖'];
export const BLANK_GLYPH = '✖';

/**
 * The symbols of the reels in the server's numbering (lib/server/games/random-source.ts: symbol i
 * is reward i, the symbol after the last reward is the blank). Every symbol gets its own glyph, so
 * three equal glyphs appear exactly when the server lined up three of a reward (a win) — two
 * rewards of one type never share a look. Pure and deterministic for a reward list.
 */
export function reelSymbols(rewards: readonly { type: GameReward['type']; name: string }[], blankName: string): ReelSymbol[] {
  const used = new Set<string>();
  const spare = SPARE.filter((glyph) => !Object.values(PREFERRED).includes(glyph));
  const symbols = rewards.map((reward, index) => {
    const preferred = PREFERRED[reward.type];
    const glyph = used.has(preferred) ? (spare.find((g) => !used.has(g)) ?? `#${index + 1}`) : preferred;
    used.add(glyph);
    return { glyph, name: reward.name };
  });
  return [...symbols, { glyph: BLANK_GLYPH, name: blankName }];
}

/**
 * What the three reels show for an attempt's outcome (§3: the outcome is the server's; the page
 * only draws it). A reel number outside the symbols (a config changed after the attempt) shows the
 * blank; a wheel outcome has no reels.
 */
export function reelsOf(outcome: GameOutcome, symbols: readonly ReelSymbol[]): [number, number, number] | null {
  if (outcome.kind !== 'slot') return null;
  const blank = symbols.length - 1;
  const fit = (reel: number) => (Number.isInteger(reel) && reel >= 0 && reel < symbols.length ? reel : blank);
  return [fit(outcome.reels[0]), fit(outcome.reels[1]), fit(outcome.reels[2])];
}

/** Full loops a reel turns before it stops: the reels stop one after the other, left to right. */
const LOOPS = [2, 3, 4] as const;

/**
 * Where a reel's strip stands (in symbols from its top) after `turn` finished attempts showing
 * symbol `target`. Before the first attempt the reels show different symbols (no promised win).
 * It only grows from turn to turn, so the strip always rolls forward, never back.
 */
export function reelStop(reel: 0 | 1 | 2, turn: number, target: number | null, count: number): number {
  if (turn === 0 || target === null) return reel % count;
  return turn * LOOPS[reel] * count + target;
}
