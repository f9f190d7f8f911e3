'use client';

import type { ReactNode } from 'react';
import { DeferredIsland } from '@/components/live/deferred-island';
import { useGuest } from '@/stores/guest';
import type { ActorNoteProps } from './actor-note';

const load = () => import('./actor-note');

/**
 * The profile's note box loads once the page is idle (or at the first touch of the hint): until
 * then a visitor sees the server's hint (`children`); a guest being logged in sees nothing yet,
 * as the note itself draws nothing while the guest is pending.
 */
export function ActorNoteIsland({ children, ...note }: ActorNoteProps & { children: ReactNode }) {
  const anonymous = useGuest().status === 'anonymous';
  return (
    <DeferredIsland load={load} render={({ ActorNote }) => <ActorNote {...note} />}>
      {anonymous ? children : null}
    </DeferredIsland>
  );
}
