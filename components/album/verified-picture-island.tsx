'use client';

import type { ComponentProps, ReactNode } from 'react';
import { DeferredIsland } from '@/components/live/deferred-island';
import { isLoggedIn, useGuest } from '@/stores/guest';
import type { VerifiedPicture } from './verified-picture';

const load = () => import('./verified-picture');

/**
 * A locked picture's lock (children, from the server) stays until VerifiedPicture has loaded: for a
 * logged-in guest once the page is idle (it may open pictures he bought), for a visitor as it
 * scrolls near (nothing opens for him; the age button's click is replayed on the island's).
 */
export function VerifiedPictureIsland({ children, ...picture }: ComponentProps<typeof VerifiedPicture> & { children: ReactNode }) {
  const guest = isLoggedIn(useGuest());
  return (
    <DeferredIsland load={load} render={({ VerifiedPicture: Picture }) => <Picture {...picture} />} wake={guest ? 'idle' : 'visible'}>
      {children}
    </DeferredIsland>
  );
}
