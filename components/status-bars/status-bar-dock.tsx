'use client';

import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useIsNavbarHidden } from '@/stores/layout';

/**
 * Where the one status bar sits (status-bar-rules.ts "Placement"): fixed at the bottom, on the
 * incentive bar, in the lowest fixed layer, so it covers nothing; a spacer of its height ends
 * the page, so nothing on screen moves when it comes and the footer stays reachable. §4: it
 * slides away while the navbar is scrolled away and returns with it (the spacer stays).
 */
export function StatusBarDock({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const away = useIsNavbarHidden();
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    // The page's corner cards (incentives, docked boxes, the chat pill) stand on the bar (--status-bar), so none covers its close button.
    const measure = () => {
      setHeight(element.offsetHeight);
      root.style.setProperty('--status-bar', `${element.offsetHeight}px`);
    };
    measure();
    // Every browser has ResizeObserver; the test DOM does not.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--status-bar');
    };
  }, []);
  return (
    <>
      <div
        ref={bar}
        data-away={away ? '' : undefined}
        className={`fixed inset-x-0 bottom-[var(--incentive-bar,0px)] z-[25] transition-[translate,visibility] duration-200 motion-reduce:transition-none ${away ? 'invisible translate-y-full' : ''}`}
      >
        {children}
      </div>
      <div aria-hidden="true" className="shrink-0" style={{ height }} />
    </>
  );
}
