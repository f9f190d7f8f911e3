'use client';

import type { Locale } from '@/i18n/routing';
import { RatingButtons, type RatingText } from '@/components/social/rating-buttons';
import { mineOf } from '@/components/social/rating-state';
import { useRating } from '@/components/social/use-rating';
import { useAlbumGuestView } from './album-guest-view';

export type AlbumRatingProps = {
  locale: Locale;
  albumId: number;
  /** The counts of the cached page. */
  likes: number;
  dislikes: number;
  text: RatingText;
};

/**
 * Like and dislike of an album (§3 isLiked, isDisliked; §9 5 and 1). The cached page shows
 * everyone's counts; the guest's own rating arrives with their view of the album (gallery/open).
 */
export function AlbumRating({ locale, albumId, likes, dislikes, text }: AlbumRatingProps) {
  const view = useAlbumGuestView(locale, albumId);
  const loaded = view ? { ...view.rating, mine: mineOf(view) } : null;
  const { rating, rate, failed } = useRating({ locale, subject: 'album', id: albumId, counts: { likes, dislikes }, loaded });
  return <RatingButtons rating={rating} onRate={rate} failed={failed} text={text} />;
}
