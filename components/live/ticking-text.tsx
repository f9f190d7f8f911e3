'use client';

import { type ComponentProps, useState } from 'react';
import { useTickingText } from '@/lib/timers/ticking-text';

type Props = Omit<ComponentProps<'span'>, 'children'> & {
  /** The text at a moment (epoch ms). */
  text: (now: number) => string;
};

/**
 * A span whose text runs with the clock (a chat's timer, its cost, the free time left), on the one
 * ticking helper (lib/timers/ticking-text.ts): each second only its text node changes, nothing
 * re-renders, and the ticks stop while the span is off screen or the page is hidden.
 */
export function TickingText({ text, ...span }: Props) {
  // React draws the text of the first moment; from then on the helper keeps it current.
  const [mountedAt] = useState(() => Date.now());
  const ref = useTickingText((nowSeconds) => text(nowSeconds * 1000));
  return (
    <span ref={ref} {...span}>
      {text(mountedAt)}
    </span>
  );
}
