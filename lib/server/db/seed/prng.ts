/**
 * The seed's only source of randomness: mulberry32 with fixed seeds, so every run of a scale
 * produces the same performers, videos and albums. Each generator takes its own stream
 * (`createRng(SEEDS.videos)`), so a change in one part does not reshuffle the others.
 */
export const SEEDS = {
  actors: 0x5eed_0001,
  ratings: 0x5eed_0002,
  videos: 0x5eed_0003,
  albums: 0x5eed_0004,
  content: 0x5eed_0005,
} as const;

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A positive 31-bit integer for image seeds (fits a Postgres integer). */
  seed(): number;
};

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, n);
    },
    seed: () => 1 + Math.floor(next() * 0x7ffffffe),
  };
}
