'use client';

import { startTransition, useCallback, useEffect, useOptimistic, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { getGuestState, isLoggedIn, useGuest } from '@/stores/guest';
import { loggedInOrLogin } from '@/lib/guest/logged-in-or-login';
import { PENDING_ACTION_EVENT, type PendingActionEvent } from '@/lib/overlay/pending-action-event';
import { useLazyQuery } from '@/lib/queries/use-lazy-query';
import { ratingAction, ratingOfAction } from './rating-actions';
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

const queries = () => import('@/lib/queries/social');

/**
 * One like/dislike control's state (§9 like 5 and dislike 1), optimistic: the counts
 * move at once and fall back when the server refuses. A visitor's click is kept as the §3
 * onLoginAction and sent right after login or sign-up. The server's answer to the guest's last
 * rating is read from its query key (lib/queries/social.ts rate() sets it), so every control of
 * the subject on the page shows it; the API clients and react-query load on first use.
 */
export function useRating({ locale, subject, id, counts, loaded, beforeLogin, runsPendingAction = true }: UseRatingInput): UseRating {
  const guest = useGuest();
  const guestId = isLoggedIn(guest) ? guest.guestId : null;
  const answer = useLazyQuery(guestId === null ? null : () => queries().then((social) => social.ratingAnswerOptions(subject, id)), [subject, id, guestId]);
  const [rating, step] = useOptimistic(confirmedRating(counts, loaded, answer.data ?? null), rated);
  const [failed, setFailed] = useState(false);

  const send = useCallback(
    (value: RatingValue) => {
      setFailed(false);
      startTransition(async () => {
        step(value);
        try {
          await (await queries()).rate(locale, subject, id, value);
        } catch {
          // Inside the action, so the alert commits with the fallen-back count, not a render before it.
          startTransition(() => setFailed(true));
        }
      });
    },
    [locale, subject, id, step],
  );

  const rate = async (value: RatingValue) => {
    const now = await loggedInOrLogin(ratingAction(subject, id, value), beforeLogin);
    if (now) return send(value);
  };

  // §3 onLoginAction: the rating a visitor asked for is sent once they are logged in.
  useEffect(() => {
    if (!runsPendingAction) return;
    const onPendingAction = (event: Event) => {
      const value = ratingOfAction((event as PendingActionEvent).detail, subject, id);
      if (value !== null && isLoggedIn(getGuestState())) send(value);
    };
    window.addEventListener(PENDING_ACTION_EVENT, onPendingAction);
    return () => window.removeEventListener(PENDING_ACTION_EVENT, onPendingAction);
  }, [runsPendingAction, subject, id, send]);

  return { rating, rate, failed };
}
