'use client';

import { useEffect } from 'react';
import type { Locale } from '@/i18n/routing';
import { trackEvent } from '@/lib/api/beacon';
import { marqueeTitle } from '@/lib/format/title-marquee';

/** §9 title animation step. */
const STEP_MS = 100;

type Props = {
  locale: Locale;
  /** The scrolling prefix ("Come back! · "); null: no title animation (§4: it is optional). */
  titlePrefix: string | null;
};

/**
 * §4 tab hidden and visible are tracked as leave and comeback (with the seconds away); while the
 * tab is hidden an optional prefix scrolls in front of the title, and the title is the page's own
 * again the moment the guest comes back. A navigation while hidden (rare) keeps the new title.
 */
export function TabPresence({ locale, titlePrefix }: Props) {
  useEffect(() => {
    let leftAt: number | null = null;
    let timer: number | null = null;
    let ownTitle = document.title;
    let shown = ownTitle;
    const stopMarquee = () => {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
      // Only our own frame is replaced: a title the page set meanwhile stays.
      if (document.title === shown) document.title = ownTitle;
    };
    const onChange = () => {
      if (document.visibilityState === 'hidden') {
        leftAt = Date.now();
        trackEvent('tabLeave', { path: window.location.pathname }, { language: locale });
        if (titlePrefix === null || timer !== null) return;
        ownTitle = document.title;
        let step = 0;
        timer = window.setInterval(() => {
          if (document.title !== shown) ownTitle = document.title; // the page set a new title meanwhile
          document.title = marqueeTitle(titlePrefix, ownTitle, step++);
          shown = document.title; // read back: the browser collapses the title's whitespace
        }, STEP_MS);
        return;
      }
      stopMarquee();
      const awaySeconds = leftAt === null ? 0 : Math.round((Date.now() - leftAt) / 1000);
      leftAt = null;
      trackEvent('tabComeback', { path: window.location.pathname, awaySeconds }, { language: locale });
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      document.removeEventListener('visibilitychange', onChange);
      stopMarquee();
    };
  }, [locale, titlePrefix]);
  return null;
}
