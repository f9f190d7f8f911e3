'use client';

import { BuyButton } from '@/components/purchase/buy-button';
import type { BuyText } from '@/components/purchase/buy-text';
import type { Locale } from '@/i18n/routing';
import { refreshAlbumGuestView, useAlbumGuestView } from './album-guest-view';

type Props = {
  locale: Locale;
  albumId: number;
  title: string;
  priceFormatted: string;
  text: BuyText;
  /** "You own this album." */
  owned: string;
};

/**
 * The album's buy button (components/purchase), until the guest may open the whole
 * album: once bought (or included, VIP) the guest's view has no picture locked for purchase, and
 * a purchase made here asks the server for that view again, which unlocks the pictures in place.
 */
export function AlbumBuy({ locale, albumId, title, priceFormatted, text, owned }: Props) {
  const view = useAlbumGuestView(locale, albumId);
  if (view?.guestInfo.bought) {
    return (
      <p role="status" className="text-sm font-semibold text-accent">
        {owned}
      </p>
    );
  }
  if (view && !view.pictures.some((picture) => picture.lockReason === 'purchase')) return null;
  return (
    <BuyButton
      locale={locale}
      itemType="album"
      itemId={albumId}
      priceFormatted={priceFormatted}
      title={title}
      text={text}
      onOwned={() => refreshAlbumGuestView(albumId)}
    />
  );
}
