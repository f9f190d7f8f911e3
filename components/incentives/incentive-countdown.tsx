'use client';

import { useEffect, useState } from 'react';
import type { Incentive } from '@/lib/contracts/incentive';
import { fill } from '@/lib/format/fill';
import { formatDuration } from '@/lib/format/duration';
import { remainingSeconds } from '@/lib/incentives/incentive-rules';
import { useIncentiveActions } from '@/stores/incentives';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * §4 "Countdown shrinks by elapsed seconds": the time left until what the incentive is about
 * really ends (§9 duration format), ticking each second. At 0 the incentive is gone.
 * Nothing for an incentive without a countdown.
 */
export function IncentiveCountdown({ incentive, template }: { incentive: Incentive; template: string }) {
  const [now, setNow] = useState(nowSeconds);
  const { incentiveClosed } = useIncentiveActions();
  const left = remainingSeconds(incentive, now);
  const counting = left !== null && left > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(nowSeconds()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  useEffect(() => {
    if (left === 0) incentiveClosed(incentive);
  }, [left, incentive, incentiveClosed]);

  if (left === null) return null;
  return <p className="text-xs font-semibold tabular-nums text-accent">{fill(template, { time: formatDuration(left) })}</p>;
}
