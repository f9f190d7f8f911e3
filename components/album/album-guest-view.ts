'use client';

import type { Locale } from '@/i18n/routing';
import type { AlbumDetail } from '@/lib/contracts/album';
import { useLazyQuery } from '@/lib/queries/use-lazy-query';
import { isLoggedIn, useGuest } from '@/stores/guest';

const gallery = () => import('@/lib/queries/gallery');

/**
 * The album as the logged-in guest may see it (gallery/open with the access token,
 * lib/queries/gallery.ts albumViewOptions): the cached page renders the anonymous view, and the
 * pictures the guest may open, their own rating and guestInfo arrive after hydration. Every
 * component of the album reads the one query (one request per album, guest and page); react-query
 * and the factory load with import(), not with the page. Null while anonymous, pending or
 * loading: then the page's view stands.
 */
export function useAlbumGuestView(locale: Locale, albumId: number): AlbumDetail | null {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const view = useLazyQuery(guestId === null ? null : () => gallery().then((queries) => queries.albumViewOptions(locale, albumId)), [locale, albumId, guestId]);
  return view.data ?? null;
}

/** The server's view of the album changed (a purchase): every component of it asks again, showing the old view until then. */
export function refreshAlbumGuestView(albumId: number): void {
  void gallery().then((queries) => queries.albumViewChanged(albumId));
}
