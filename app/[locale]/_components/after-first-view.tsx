'use client';

import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/components/live/deferred-island';
import { overlayPageLoaded } from '@/components/overlay/overlay-page-load';
import { boxesStore } from '@/stores/boxes';
import { overlayStore } from '@/stores/overlay';
import type { AfterFirstViewProps } from './after-first-view-islands';

/**
 * The one first-load island of the locale layout for what the first view does not need: at
 * hydration it configures the overlay and does its page-load work (a click on Log in or Top up
 * finds the configuration set), then, once the browser is idle, it loads the other islands in one
 * chunk (after-first-view-islands.tsx). A flow or a box opened before that loads them at once:
 * their hosts draw what stores/overlay.ts and stores/boxes.ts already hold.
 */
export function AfterFirstView(props: AfterFirstViewProps) {
  const [Islands, setIslands] = useState<ComponentType<AfterFirstViewProps> | null>(null);
  const { config } = props.overlay;

  useEffect(() => {
    overlayPageLoaded(config);
  }, [config]);

  useEffect(() => {
    let live = true;
    let started = false;
    const stops: (() => void)[] = [];
    const load = () => {
      if (started) return;
      started = true;
      for (const stop of stops) stop();
      // A transition: React renders the islands in slices of a few ms and lets input in between
      // (a default update would render them in one task that blocks the page, §1 speed).
      void import('./after-first-view-islands').then((module) => live && startTransition(() => setIslands(() => module.AfterFirstViewIslands)));
    };
    stops.push(
      // At the latest 2.5 s after hydration when the browser never idles (DeferredIsland's wait).
      whenIdle(load),
      overlayStore.subscribe(({ frame, helperUrl }) => (frame || helperUrl ? load() : undefined)),
      boxesStore.subscribe(({ open }) => (open.length > 0 ? load() : undefined)),
    );
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, []);

  return Islands ? <Islands {...props} /> : null;
}
