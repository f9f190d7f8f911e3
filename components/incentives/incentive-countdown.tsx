'use client';

import type { Incentive } from '@/lib/contracts/incentive';
import { fill } from '@/lib/format/fill';
import { formatDuration } from '@/lib/format/duration';
import { remainingSeconds } from '@/lib/incentives/incentive-rules';
import { nowSeconds, useTickingText } from '@/lib/timers/ticking-text';
import { useIncentiveActions } from '@/stores/incentives';

/**
 * §4 "Countdown shrinks by elapsed seconds": the time left until what the incentive is about
 * really ends (§9 duration format), ticking each second — only its text changes, and it pauses
 * off screen or while the page is hidden. At 0 the incentive is gone. Nothing for an incentive
 * without a countdown.
 */
export function IncentiveCountdown({ incentive, template }: { incentive: Incentive; template: string }) {
  const { incentiveClosed } = useIncentiveActions();
  const text = (now: number) => {
    const left = remainingSeconds(incentive, Math.floor(now));
    return left === null || left === 0 ? null : fill(template, { time: formatDuration(left) });
  };
  const ref = useTickingText(text, () => {
    if (remainingSeconds(incentive, Math.floor(nowSeconds())) === 0) incentiveClosed(incentive);
  });

  if (incentive.countdown === null) return null;
  const left = remainingSeconds(incentive, Math.floor(nowSeconds())) ?? 0;
  return (
    <p ref={ref} className="text-xs font-semibold tabular-nums text-accent">
      {fill(template, { time: formatDuration(left) })}
    </p>
  );
}
