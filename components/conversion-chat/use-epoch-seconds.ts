'use client';

import { useEffect, useState } from 'react';
import { nowSeconds } from '@/lib/timers/ticking-text';

/** setTimeout's longest wait (about 24.8 days). */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * The browser's clock in epoch seconds, read again only when one of `ends` (epoch seconds)
 * passes: what depends on it (the phase) renders once per change, while the countdowns' text
 * ticks by itself (lib/timers/ticking-text.ts).
 */
export function useEpochSeconds(ends: readonly (number | null)[]): number {
  const [now, setNow] = useState(nowSeconds);
  const next = ends.reduce<number | null>((soonest, end) => (end !== null && end > now && (soonest === null || end < soonest) ? end : soonest), null);
  useEffect(() => {
    if (next === null) return;
    const timer = window.setTimeout(() => setNow(nowSeconds()), Math.min(MAX_WAIT_MS, Math.max(0, (next - nowSeconds()) * 1000) + 20));
    return () => window.clearTimeout(timer);
  }, [next]);
  return now;
}
