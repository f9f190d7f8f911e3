'use client';

import type { Locale } from '@/i18n/routing';
import { RatingButtons, type RatingText } from '@/components/social/rating-buttons';
import { RATING_LIKE } from '@/components/social/rating-state';
import { useRating } from '@/components/social/use-rating';
import { useLazyQuery } from '@/lib/queries/use-lazy-query';
import { isLoggedIn, useGuest } from '@/stores/guest';

export type VideoRatingText = RatingText;
export type VideoRatingProps = {
  locale: Locale;
  videoId: number;
  /** The counts of the cached page (video.rating). */
  likes: number;
  dislikes: number;
  text: VideoRatingText;
};

/**
 * Like and dislike of a video (§3 guestInfo.liked; §9 5 and 1), sent as GraphQL rateVideo. The
 * cached page shows everyone's counts; after hydration a logged-in guest's own like is asked for
 * (gallery/videoGuestInfo; react-query and the query load then, not with the page). The guest
 * info does not say whether the guest disliked it.
 */
export function VideoRating({ locale, videoId, likes, dislikes, text }: VideoRatingProps) {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const own = useLazyQuery(
    guestId === null ? null : () => import('@/lib/queries/gallery').then((gallery) => gallery.videoGuestInfoOptions(locale, videoId)),
    [locale, videoId, guestId],
  );
  const loaded = own.status === 'success' ? { likes, dislikes, mine: own.data?.liked === true ? RATING_LIKE : null } : null;
  const { rating, rate, failed } = useRating({ locale, subject: 'video', id: videoId, counts: { likes, dislikes }, loaded });
  return <RatingButtons rating={rating} onRate={rate} failed={failed} text={text} testId="video" />;
}
