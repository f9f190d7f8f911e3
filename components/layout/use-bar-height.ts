'use client';

import { type RefObject, useEffect } from 'react';

/** The bars fixed to the bottom of the viewport: the incentive offer bar (§3/§4) and, on it, the §3 status bar. */
export type BottomBar = 'incentive' | 'status';

const heights: Record<BottomBar, number> = { incentive: 0, status: 0 };
let sheet: HTMLStyleElement | null = null;

/**
 * The heights reach the page as rules of one style element: the body's bottom padding (the footer
 * stays reachable above both bars) and --incentive-bar / --status-bar on the elements marked
 * `data-on-bars` (corner cards, docked boxes, the chat pill, the status bar itself). Not custom
 * properties on the root element: every element inherits those, so each change recalculated the
 * style of the whole page (15–36 ms on a profile page, twice per guest page load, §1 speed); a
 * rule for an attribute restyles only the elements that carry it.
 */
function write(): void {
  sheet ??= document.head.appendChild(document.createElement('style'));
  sheet.textContent =
    `body{padding-bottom:${heights.incentive + heights.status}px}` +
    `[data-on-bars]{--incentive-bar:${heights.incentive}px;--status-bar:${heights.status}px}`;
}

function setHeight(bar: BottomBar, px: number): void {
  if (heights[bar] === px) return;
  heights[bar] = px;
  write();
}

/**
 * Keeps the page's room for `bar` at the element's height while it is mounted. A ResizeObserver
 * reports the height with the next frame's layout, so mounting a bar forces no synchronous layout
 * (reading offsetHeight in a layout effect did: 18 ms). The test DOM has no ResizeObserver: there
 * the bars take no room.
 */
export function useBarHeight(ref: RefObject<HTMLElement | null>, bar: BottomBar): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const size = entries[entries.length - 1]?.borderBoxSize?.[0];
      if (size) setHeight(bar, Math.round(size.blockSize));
    });
    observer.observe(element, { box: 'border-box' });
    return () => {
      observer.disconnect();
      setHeight(bar, 0);
    };
  }, [ref, bar]);
}
