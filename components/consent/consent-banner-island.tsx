'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { DeferredIsland, type IslandWake } from '@/components/live/deferred-island';
import { CONSENT_OPEN_EVENT } from '@/lib/consent/consent-open';
import type { ConsentText } from './consent-text';

const load = () => import('./consent-banner');

/**
 * The consent banner's state and handlers are no first-load JavaScript: the server's first view
 * (children) paints and stays until the page is idle, a button in it is used (the click is replayed
 * on the island), or the footer asks for the settings.
 */
export function ConsentBannerIsland({ text, children }: { text: ConsentText; children: ReactNode }) {
  const [wake, setWake] = useState<IslandWake>('idle');
  useEffect(() => {
    const now = () => setWake('now');
    window.addEventListener(CONSENT_OPEN_EVENT, now);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, now);
  }, []);
  return (
    <DeferredIsland load={load} render={({ ConsentBanner }) => <ConsentBanner text={text} />} wake={wake}>
      {children}
    </DeferredIsland>
  );
}
