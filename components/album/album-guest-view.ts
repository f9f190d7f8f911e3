'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { AlbumDetail } from '@/lib/contracts/album';
import { isLoggedIn, useGuest } from '@/lib/guest/guest-state';

/**
 * The album as the logged-in guest may see it (gallery/open with the access token): the cached
 * page renders the anonymous view, and the pictures the guest may open, their own rating and
 * guestInfo arrive from here after hydration. One request per album, guest and page, shared by
 * every component of the album; refreshAlbumGuestView() asks again (after a purchase, say).
 */
const loads = new Map<string, Promise<AlbumDetail>>();
const listeners = new Set<(albumId: number) => void>();

function load(locale: Locale, albumId: number, guestId: number, accessToken: string): Promise<AlbumDetail> {
  const key = `${albumId}:${guestId}`;
  let answer = loads.get(key);
  if (!answer) {
    answer = Promise.all([import('@/lib/api/rest'), import('@/lib/contracts/album'), import('@/lib/contracts/envelope')]).then(
      async ([{ restRequest }, { albumDetailSchema }, { dataEnvelope }]) =>
        (await restRequest('gallery/open', { language: locale, accessToken, query: { albumId }, schema: dataEnvelope(albumDetailSchema) })).data,
    );
    answer.catch(() => loads.delete(key));
    loads.set(key, answer);
  }
  return answer;
}

/** Forgets what the server said about an album and lets every component of it ask again. */
export function refreshAlbumGuestView(albumId: number): void {
  for (const key of loads.keys()) if (key.startsWith(`${albumId}:`)) loads.delete(key);
  for (const listener of listeners) listener(albumId);
}

/** The guest's view of the album, or null while anonymous, pending or loading (then the page's view stands). */
export function useAlbumGuestView(locale: Locale, albumId: number): AlbumDetail | null {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const token = isLoggedIn(guest) ? guest.accessToken : null;
  const [view, setView] = useState<{ guestId: number; album: AlbumDetail } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const listener = (changed: number) => changed === albumId && setVersion((v) => v + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [albumId]);

  useEffect(() => {
    if (guestId === null || !token) return;
    let live = true;
    load(locale, albumId, guestId, token)
      .then((album) => live && setView({ guestId, album }))
      .catch(() => {});
    return () => {
      live = false;
    };
    // A refreshed token is the same guest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestId, albumId, locale, version]);

  return view && view.guestId === guestId ? view.album : null;
}
