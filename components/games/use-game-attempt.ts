'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/i18n/routing';
import { isApiError } from '@/lib/api/api-error';
import { attemptMutation, slotGuestOptions } from '@/lib/queries/games';
import { type GuestState, isLoggedIn, useGuest } from '@/stores/guest';
import { useSubscriptionUpdate } from '@/lib/realtime/use-subscription-update';

/**
 * The one data path of every §3 game view (wheel, slot machine, targets): the guest info
 * (points, attemptsLeftToday, gainedRewards) and the use-attempt {configId} mutation through the
 * lib/queries games factory. The numbers shown are the server's: the last attempt's answer, else
 * the guest info; nothing is counted in the browser.
 */
export function useGameAttempt(locale: Locale, configId: number, qmday: string | null) {
  const guest: GuestState = useGuest();
  const loggedIn = isLoggedIn(guest);
  const info = useQuery({ ...slotGuestOptions(locale, configId, qmday), enabled: loggedIn });
  // §4 a VIP day won here is shown here: no reload on the VIP update.
  useSubscriptionUpdate();
  const attempt = useMutation(attemptMutation(locale, configId, qmday));
  const result = attempt.isSuccess ? attempt.data : null;
  // The guest info refetched after the attempt (or after another tab's) is the newer answer.
  const counts = info.data && (!result || info.dataUpdatedAt > attempt.submittedAt) ? info.data : result;
  return {
    guest: guest.status,
    info,
    attempt,
    /** The last finished attempt of this page view, or null (none yet, or one that failed since). */
    last: result?.attempt ?? null,
    left: counts?.attemptsLeftToday ?? null,
    points: counts?.points ?? null,
    errorCode: attempt.isError ? (isApiError(attempt.error) ? attempt.error.code : 'failed') : null,
  };
}

export type GameAttemptState = ReturnType<typeof useGameAttempt>;
