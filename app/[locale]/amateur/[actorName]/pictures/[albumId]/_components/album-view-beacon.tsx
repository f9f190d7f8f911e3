'use client';

import { useEffect, useRef } from 'react';
import type { Locale } from '@/i18n/routing';
import { isLoggedIn, useGuest } from '@/stores/guest';

/**
 * §3 albumTotalViews counts logged-in guests only: once the page knows the guest, it posts
 * gallery/view once (the server counts each guest once per album and day). Renders nothing.
 */
export function AlbumViewBeacon({ locale, albumId }: { locale: Locale; albumId: number }) {
  const guest = useGuest();
  const sentFor = useRef<number | null>(null);
  const guestId = isLoggedIn(guest) ? guest.guestId : null;

  // Once per guest (a refreshed token is no new view); the REST client loads after hydration.
  useEffect(() => {
    if (guestId === null || sentFor.current === guestId) return;
    sentFor.current = guestId;
    import('@/lib/queries/gallery')
      .then(({ postAlbumView }) => postAlbumView(locale, albumId))
      .catch(() => {});
  }, [guestId, albumId, locale]);

  return null;
}
