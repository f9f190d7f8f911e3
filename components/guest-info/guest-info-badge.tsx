'use client';

import { lazy, Suspense } from 'react';
import { isLoggedIn, useGuest } from '@/stores/guest';
import type { GuestInfoKind } from './badge-state';
import type { GuestInfoText } from './guest-info-marks';

export type { GuestInfoText };

type Props = { kind: GuestInfoKind; id: number; text: GuestInfoText };

// A visitor has no marks: their code (and the lazy query) loads for a logged-in guest only.
const GuestInfoMarks = lazy(() => import('./guest-info-marks').then((module) => ({ default: module.GuestInfoMarks })));

/**
 * The client island of a tile (guestInfo on every video and album the guest sees). The
 * page is cached and the same for everyone, so it renders nothing on the server and for visitors;
 * for a logged-in guest it loads the marks (guest-info-marks.tsx).
 */
export function GuestInfoBadge({ kind, id, text }: Props) {
  const guest = useGuest();
  if (!isLoggedIn(guest)) return null;
  return (
    <Suspense fallback={null}>
      <GuestInfoMarks kind={kind} id={id} text={text} guestId={guest.guestId} />
    </Suspense>
  );
}
