'use client';

import type { Locale } from '@/i18n/routing';
import { DeferredIsland } from '@/components/live/deferred-island';

const load = () => import('./clash-bar');

/** The clash-of-cams bar draws nothing until she is in a clash: its module loads once the page is idle. */
export function ClashBarIsland(props: { actorId: number; language: Locale }) {
  return <DeferredIsland load={load} render={({ ClashBar }) => <ClashBar {...props} />} />;
}
