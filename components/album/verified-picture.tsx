'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { PictureLockReason } from '@/lib/contracts/album';
import { Img } from '@/components/ui/img';
import { useAlbumGuestView } from './album-guest-view';
import { type LockedPictureLabels, PictureLock } from './picture-lock';
import { openAgeCheck } from './open-age-check';

type Props = {
  locale: Locale;
  albumId: number;
  pictureId: number;
  /** Why the cached (anonymous) page locks it. */
  lockReason: PictureLockReason;
  alt: string;
  /** The album cover (public, rated 16), blurred behind the lock. */
  backdrop: string;
  /** Where the album is bought (the price block of the page). */
  buyHref: string;
  labels: LockedPictureLabels;
};

/**
 * A locked picture of a cached album page: locked for everyone in the HTML. For a logged-in
 * guest the browser asks the server again with the access token (album-guest-view.ts), and the
 * server hands out the picture when the guest may see it: bought, gifted, free or VIP flatrate
 * and fsk 18 only with accepted avs (§6) — as an access-checked URL that the image
 * route checks once more with the session cookie. Still locked, it shows why: age → verify age
 * in the overlay; purchase → buy the album.
 */
export function VerifiedPicture({ locale, albumId, pictureId, lockReason, alt, backdrop, buyHref, labels }: Props) {
  const view = useAlbumGuestView(locale, albumId);
  // The image route checks again (lib/server/media/album-picture-access.ts): a URL it refused stays a lock.
  const [refused, setRefused] = useState<string | null>(null);
  const picture = view?.pictures.find((candidate) => candidate.id === pictureId);
  if (picture?.image && picture.image.url !== refused) {
    const { url } = picture.image;
    return (
      <Img
        src={url}
        width={picture.image.width}
        height={picture.image.height}
        alt={alt}
        onError={() => setRefused(url)}
        className="aspect-[3/4] w-full rounded-tile object-cover ring-1 ring-line"
      />
    );
  }
  const reason = picture?.lockReason ?? lockReason;
  return <PictureLock reason={reason} labels={labels} backdrop={backdrop} buyHref={buyHref} onVerifyAge={openAgeCheck} />;
}
