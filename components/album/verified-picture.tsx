'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Picture } from '@/lib/contracts/album';
import { isLoggedIn, useGuest } from '@/lib/guest/guest-state';
import { Img } from '@/components/ui/img';
import { LockedPicture } from './locked-picture';

/** One request per album, guest and page: every locked picture of the album shares it. */
const loads = new Map<string, Promise<Picture[]>>();

function picturesFor(locale: Locale, albumId: number, guestId: number, accessToken: string): Promise<Picture[]> {
  const key = `${albumId}:${guestId}`;
  let load = loads.get(key);
  if (!load) {
    load = Promise.all([import('@/lib/api/rest'), import('@/lib/contracts/album'), import('@/lib/contracts/envelope')]).then(
      async ([{ restRequest }, { albumDetailSchema }, { dataEnvelope }]) =>
        (await restRequest('gallery/open', { language: locale, accessToken, query: { albumId }, schema: dataEnvelope(albumDetailSchema) })).data.pictures,
    );
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

type Props = { locale: Locale; albumId: number; pictureId: number; alt: string; label: string; mark: string };

/**
 * An fsk-18 picture of a cached album page (§6): locked for everyone in the HTML; for a logged-in
 * guest the browser asks the server again with the access token, and the server hands out the
 * picture only when the guest's age verification is accepted.
 */
export function VerifiedPicture({ locale, albumId, pictureId, alt, label, mark }: Props) {
  const guest = useGuest();
  const [opened, setOpened] = useState<{ guestId: number; picture: Picture } | null>(null);
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const token = isLoggedIn(guest) ? guest.accessToken : null;

  useEffect(() => {
    if (guestId === null || !token) return;
    let live = true;
    picturesFor(locale, albumId, guestId, token)
      .then((pictures) => {
        const picture = pictures.find((candidate) => candidate.id === pictureId);
        if (live && picture?.image) setOpened({ guestId, picture });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
    // A refreshed token is the same guest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestId, albumId, pictureId, locale]);

  const image = opened && opened.guestId === guestId ? opened.picture.image : null;
  if (!image) return <LockedPicture label={label} mark={mark} />;
  return <Img src={image.url} width={image.width} height={image.height} alt={alt} className="aspect-[3/4] w-full rounded-tile object-cover ring-1 ring-line" />;
}
