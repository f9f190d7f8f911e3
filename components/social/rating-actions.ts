import type { PendingAction } from '@/lib/overlay/pending-action-schema';
import { RATING_DISLIKE, RATING_LIKE, type RatedSubject, type RatingValue } from './rating-state';

/**
 * A visitor's rating, kept as the §3 onLoginAction and run right after login: sedcards use §3's
 * own "set sedcards guest rating (targetId, value)"; albums, pictures and videos our own generic
 * `rate` action (§3 names none for them). Only types here, so the controls ship no zod.
 */
export function ratingAction(subject: RatedSubject, targetId: number, value: RatingValue): PendingAction {
  if (subject === 'sedcards') return { type: 'setSedcardsGuestRating', params: { targetId, value } };
  return { type: 'rate', params: { subject, targetId, value } };
}

/** The rating a pending action asks for on this subject, or null when it is about something else. */
export function ratingOfAction(action: PendingAction, subject: RatedSubject, targetId: number): RatingValue | null {
  if (subject === 'sedcards') {
    if (action.type !== 'setSedcardsGuestRating' || action.params.targetId !== targetId) return null;
    // §3 allows 1–5; the server takes only like (5) and dislike (1).
    return action.params.value === RATING_LIKE || action.params.value === RATING_DISLIKE ? action.params.value : null;
  }
  if (action.type !== 'rate' || action.params.subject !== subject || action.params.targetId !== targetId) return null;
  return action.params.value;
}
