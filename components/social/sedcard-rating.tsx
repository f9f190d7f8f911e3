'use client';

import type { Locale } from '@/i18n/routing';
import { useLazyQuery } from '@/lib/queries/use-lazy-query';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { RatingButtons, type RatingText } from './rating-buttons';
import { type Counts, mineOf } from './rating-state';
import { useRating } from './use-rating';

export type SedcardRatingProps = { locale: Locale; actorId: number; counts: Counts; text: RatingText };

/**
 * Like and dislike of a performer's profile pictures (§3 sedcards carry the album rating fields;
 * §7 setSedcardsGuestRating/{actorId}; §9 5 and 1). A visitor's click is kept as §3's own
 * "set sedcards guest rating" action and sent after login. A logged-in guest's own rating is
 * asked for after hydration (§7 getsedcards, §9 limit 0; react-query stays out of first load).
 */
export function SedcardRating({ locale, actorId, counts, text }: SedcardRatingProps) {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const own = useLazyQuery(
    guestId === null ? null : () => import('@/lib/queries/social').then((social) => social.sedcardsRatingOptions(locale, actorId)),
    [locale, actorId, guestId],
  );
  const loaded = own.data ? { likes: own.data.likes, dislikes: own.data.dislikes, mine: mineOf(own.data) } : null;
  const { rating, rate, failed } = useRating({ locale, subject: 'sedcards', id: actorId, counts, loaded });
  return <RatingButtons rating={rating} onRate={rate} failed={failed} text={text} testId="sedcards" />;
}
