'use client';

import { useEffect, useState } from 'react';

const nowSeconds = () => Date.now() / 1000;

/** The browser's clock in epoch seconds, ticking every second while `running` (the countdowns). */
export function useEpochSeconds(running: boolean): number {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(nowSeconds()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}
