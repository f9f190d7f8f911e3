'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { RatingButtons, type RatingText } from '@/components/social/rating-buttons';
import { RATING_LIKE } from '@/components/social/rating-state';
import { useRating } from '@/components/social/use-rating';
import { isLoggedIn, useGuest } from '@/lib/guest/guest-state';

export type VideoRatingText = RatingText;
type Props = {
  locale: Locale;
  videoId: number;
  /** The counts of the cached page (video.rating). */
  likes: number;
  dislikes: number;
  text: VideoRatingText;
};

/** The guest's like (§3 guestInfo.liked); the guest info does not say whether the guest disliked it. */
async function loadLiked(locale: Locale, videoId: number, accessToken: string): Promise<boolean> {
  const [{ restRequest }, { videoGuestInfoResponseSchema }] = await Promise.all([import('@/lib/api/rest'), import('@/lib/contracts/video-guest-info')]);
  const { data } = await restRequest('gallery/videoGuestInfo', { language: locale, accessToken, query: { ids: String(videoId) }, schema: videoGuestInfoResponseSchema });
  return data.items.some((item) => item.id === videoId && item.liked);
}

/**
 * Like and dislike of a video (§3 guestInfo.liked; §9 5 and 1), sent as GraphQL rateVideo. The
 * cached page shows everyone's counts; after hydration a logged-in guest's own like is asked for
 * (gallery/videoGuestInfo).
 */
export function VideoRating({ locale, videoId, likes, dislikes, text }: Props) {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const token = isLoggedIn(guest) ? guest.accessToken : null;
  const [liked, setLiked] = useState<{ guestId: number; liked: boolean } | null>(null);

  useEffect(() => {
    if (guestId === null || !token) return;
    let live = true;
    loadLiked(locale, videoId, token)
      .then((value) => live && setLiked({ guestId, liked: value }))
      .catch(() => {});
    return () => {
      live = false;
    };
    // A refreshed token is the same guest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestId, videoId, locale]);

  const loaded = liked && liked.guestId === guestId ? { likes, dislikes, mine: liked.liked ? RATING_LIKE : null } : null;
  const { rating, rate, failed } = useRating({ locale, subject: 'video', id: videoId, counts: { likes, dislikes }, loaded });
  return <RatingButtons rating={rating} onRate={rate} failed={failed} text={text} testId="video" />;
}
