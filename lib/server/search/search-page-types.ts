/** One page of a capped hit list: `totalCapped` means there are at least `total` hits. */
export type HitPage<T> = { total: number; totalCapped: boolean; items: T[] };
