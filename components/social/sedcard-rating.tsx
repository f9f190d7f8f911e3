'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { isLoggedIn, useGuest } from '@/lib/guest/guest-state';
import { RatingButtons, type RatingText } from './rating-buttons';
import type { Counts, Rating } from './rating-state';
import { useRating } from './use-rating';

type Props = { locale: Locale; actorId: number; counts: Counts; text: RatingText };

/**
 * Like and dislike of a performer's profile pictures (§3 sedcards carry the album rating fields;
 * §7 setSedcardsGuestRating/{actorId}; §9 5 and 1). A visitor's click is kept as §3's own
 * "set sedcards guest rating" action and sent after login.
 */
export function SedcardRating({ locale, actorId, counts, text }: Props) {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const token = isLoggedIn(guest) ? guest.accessToken : null;
  const [loaded, setLoaded] = useState<{ guestId: number; rating: Rating } | null>(null);

  useEffect(() => {
    if (guestId === null || !token) return;
    let live = true;
    import('./load-sedcards-rating')
      .then(({ loadSedcardsRating }) => loadSedcardsRating({ language: locale, accessToken: token }, actorId))
      .then((rating) => live && setLoaded({ guestId, rating }))
      .catch(() => {});
    return () => {
      live = false;
    };
    // A refreshed token is the same guest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestId, actorId, locale]);

  const own = loaded && loaded.guestId === guestId ? loaded.rating : null;
  const { rating, rate, failed } = useRating({ locale, subject: 'sedcards', id: actorId, counts, loaded: own });
  return <RatingButtons rating={rating} onRate={rate} failed={failed} text={text} testId="sedcards" />;
}
