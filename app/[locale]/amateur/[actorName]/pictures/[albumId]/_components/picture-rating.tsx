'use client';

import { RatingButtons, type RatingText } from '@/components/social/rating-buttons';
import { useRating } from '@/components/social/use-rating';
import type { Locale } from '@/i18n/routing';
import type { LightboxPicture } from './lightbox-context';

type Props = { locale: Locale; picture: LightboxPicture; text: RatingText; beforeLogin: () => void };

/**
 * Like and dislike of one picture (§3 "a picture has rating fields"; §9 5 and 1). The guest's own
 * rating arrives with their view of the album (gallery/open, picture.loaded), so a like shows as
 * pressed after a reload too. The view itself sends a visitor's pending like after login
 * (picture-lightbox.tsx).
 */
export function PictureRating({ locale, picture, text, beforeLogin }: Props) {
  const { rating, rate, failed } = useRating({
    locale,
    subject: 'picture',
    id: picture.id,
    counts: picture.rating,
    loaded: picture.loaded,
    beforeLogin,
    runsPendingAction: false,
  });
  return <RatingButtons rating={rating} onRate={rate} failed={failed} text={text} tone="dark" testId="picture" />;
}
