'use client';

import { useEffect, useRef } from 'react';
import type { Locale } from '@/i18n/routing';
import { isLoggedIn, useGuest } from '@/lib/guest/guest-state';

async function postView(locale: Locale, albumId: number, accessToken: string): Promise<void> {
  const [{ restRequest }, { albumViewResponseSchema }] = await Promise.all([import('@/lib/api/rest'), import('@/lib/contracts/social')]);
  await restRequest('gallery/view', { language: locale, accessToken, body: { albumId }, schema: albumViewResponseSchema });
}

/**
 * §3 albumTotalViews counts logged-in guests only: once the page knows the guest, it posts
 * gallery/view once (the server counts each guest once per album and day). Renders nothing.
 */
export function AlbumViewBeacon({ locale, albumId }: { locale: Locale; albumId: number }) {
  const guest = useGuest();
  const sentFor = useRef<number | null>(null);
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const token = isLoggedIn(guest) ? guest.accessToken : null;

  useEffect(() => {
    if (guestId === null || !token || sentFor.current === guestId) return;
    sentFor.current = guestId;
    postView(locale, albumId, token).catch(() => {});
    // Once per guest: a refreshed token is no new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestId, albumId, locale]);

  return null;
}
