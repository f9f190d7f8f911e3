'use client';

import { startTransition, useCallback, useEffect, useOptimistic, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { getGuestState, isLoggedIn, type LoggedInGuest, useGuest } from '@/lib/guest/guest-state';
import { loggedInOrLogin } from '@/lib/guest/logged-in-or-login';
import { PENDING_ACTION_EVENT, type PendingActionEvent } from '@/lib/overlay/pending-action-event';
import { ratingAction, ratingOfAction } from './rating-actions';
import { submitRating, useRatingAnswer } from './rating-answers';
import { confirmedRating, type Counts, rated, type RatedSubject, type Rating, type RatingValue } from './rating-state';

export type UseRatingInput = {
  locale: Locale;
  subject: RatedSubject;
  id: number;
  /** Everyone's counts, as the cached page shows them. */
  counts: Counts;
  /** What was loaded for the logged-in guest (their own rating), or null while unknown. */
  loaded: Rating | null;
  /** Runs before a visitor's login overlay opens (a modal that would hold the focus closes first). */
  beforeLogin?: () => void;
  /** Whether this control runs its own §3 pending action after login; false where a parent does. */
  runsPendingAction?: boolean;
};

export type UseRating = { rating: Rating; rate: (value: RatingValue) => Promise<void>; failed: boolean };

/**
 * One like/dislike control's state (§9 like 5 and dislike 1), optimistic: the counts
 * move at once and fall back when the server refuses. A visitor's click is kept as the §3
 * onLoginAction and sent right after login or sign-up.
 */
export function useRating({ locale, subject, id, counts, loaded, beforeLogin, runsPendingAction = true }: UseRatingInput): UseRating {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const answer = useRatingAnswer(subject, id, guestId);
  const [rating, step] = useOptimistic(confirmedRating(counts, loaded, answer), rated);
  const [failed, setFailed] = useState(false);

  const send = useCallback(
    (value: RatingValue, as: LoggedInGuest) => {
      setFailed(false);
      startTransition(async () => {
        step(value);
        try {
          await submitRating(locale, as, subject, id, value);
        } catch {
          setFailed(true);
        }
      });
    },
    [locale, subject, id, step],
  );

  const rate = async (value: RatingValue) => {
    const now = await loggedInOrLogin(ratingAction(subject, id, value), beforeLogin);
    if (now) return send(value, now);
  };

  // §3 onLoginAction: the rating a visitor asked for is sent once they are logged in.
  useEffect(() => {
    if (!runsPendingAction) return;
    const onPendingAction = (event: Event) => {
      const value = ratingOfAction((event as PendingActionEvent).detail, subject, id);
      const now = getGuestState();
      if (value !== null && isLoggedIn(now)) send(value, now);
    };
    window.addEventListener(PENDING_ACTION_EVENT, onPendingAction);
    return () => window.removeEventListener(PENDING_ACTION_EVENT, onPendingAction);
  }, [runsPendingAction, subject, id, send]);

  return { rating, rate, failed };
}
