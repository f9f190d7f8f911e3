'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { SCROLL, scrollToElement } from './scroll-to';

/**
 * §2 query parameter scrollTo: 200 ms after a page change (§9) the page scrolls to the element
 * with that id. History back and forward keep the position the browser restores instead (§2).
 * Render inside <Suspense> (it reads the query on the client).
 */
export function ScrollToParam() {
  const pathname = usePathname();
  const target = useSearchParams().get('scrollTo');
  const restoring = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      restoring.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    const fromHistory = restoring.current;
    restoring.current = false;
    if (!target || fromHistory) return;
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => {
      stop = scrollToElement(target);
    }, SCROLL.delayMs);
    // The guest taking over (wheel, touch, keys) ends the animation.
    const cancel = () => stop?.();
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, cancel, { passive: true });
    return () => {
      clearTimeout(timer);
      stop?.();
      for (const name of events) window.removeEventListener(name, cancel);
    };
  }, [pathname, target]);

  return null;
}
