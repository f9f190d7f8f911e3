'use client';

import { type ReactNode, useRef } from 'react';
import { useBarHeight } from '@/components/layout/use-bar-height';
import { useIsNavbarHidden } from '@/stores/layout';

/**
 * Where the one status bar sits (status-bar-rules.ts "Placement"): fixed at the bottom, on the
 * incentive bar, in the lowest fixed layer, so it covers nothing; the page's bottom padding grows
 * by its height (use-bar-height.ts), so nothing on screen moves when it comes and the footer stays
 * reachable. §4: it slides away while the navbar is scrolled away and returns with it (the room stays).
 */
export function StatusBarDock({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  const away = useIsNavbarHidden();
  // The page's corner cards (incentives, docked boxes, the chat pill) stand on the bar (--status-bar), so none covers its close button.
  useBarHeight(bar, 'status');
  return (
    <div
      ref={bar}
      data-on-bars=""
      data-away={away ? '' : undefined}
      className={`fixed inset-x-0 bottom-[var(--incentive-bar,0px)] z-[25] transition-[translate,visibility] duration-200 motion-reduce:transition-none ${away ? 'invisible translate-y-full' : ''}`}
    >
      {children}
    </div>
  );
}
