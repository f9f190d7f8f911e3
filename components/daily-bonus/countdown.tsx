'use client';

import { useEffect, useRef } from 'react';

/** §9 the daily bonus timer ticks every 1000 ms. */
const TICK_MS = 1000;

const two = (n: number) => String(n).padStart(2, '0');
/** hh:mm:ss left until `end` (never negative). */
export function formatLeft(end: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((end - now) / 1000));
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

type Props = { endsAt: string; label: string; onEnd: () => void };

/**
 * The countdown to 23:59:59 Berlin time: it writes only its own text node each second (no React
 * render per tick), stops while the tab is hidden or the clock is off screen, and calls onEnd
 * once when the day is over.
 */
export function Countdown({ endsAt, label, onEnd }: Props) {
  const text = useRef<HTMLSpanElement>(null);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    const node = text.current;
    if (!node) return;
    // The day's last second ends at endsAt + 1 s (Berlin midnight).
    const end = Date.parse(endsAt) + 1000;
    let timer: ReturnType<typeof setInterval> | null = null;
    let visible = true;
    let ended = false;
    const tick = () => {
      const now = Date.now();
      node.textContent = formatLeft(end, now);
      if (now >= end && !ended) {
        ended = true;
        stop();
        onEndRef.current();
      }
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const sync = () => {
      const run = !ended && visible && document.visibilityState === 'visible';
      if (run && timer === null) {
        tick();
        timer = setInterval(tick, TICK_MS);
      } else if (!run) stop();
    };
    const observer = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver(([entry]) => ((visible = entry?.isIntersecting ?? true), sync()));
    observer?.observe(node);
    document.addEventListener('visibilitychange', sync);
    sync();
    return () => {
      stop();
      observer?.disconnect();
      document.removeEventListener('visibilitychange', sync);
    };
  }, [endsAt]);

  return (
    <p className="text-sm text-muted">
      {label}{' '}
      <span ref={text} data-testid="daily-bonus-countdown" className="font-mono text-base font-semibold text-fg tabular-nums">
        {/* Filled on mount and every second after; the server render has no clock of the viewer. */}
        --:--:--
      </span>
    </p>
  );
}
