import { useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import type { LoggedInGuest } from '@/lib/guest/guest-state';
import type { RatedSubject, Rating, RatingValue } from './rating-state';

/**
 * The server's answers to the guest's ratings on this page, by subject and id: a control that
 * unmounts and comes back (the enlarged picture, closed and opened again) still shows the rating,
 * and a rating sent on a visitor's behalf after login (§3 onLoginAction) reaches the control that
 * shows it. Only the browser writes here (after a click), never the server render.
 */
type Answer = { guestId: number; rating: Rating };
const answers = new Map<string, Answer>();
const listeners = new Set<() => void>();

const keyOf = (subject: RatedSubject, id: number) => `${subject}:${id}`;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveRatingAnswer(subject: RatedSubject, id: number, guestId: number, rating: Rating): void {
  answers.set(keyOf(subject, id), { guestId, rating });
  for (const listener of listeners) listener();
}

/** Forgets every answer (tests; a page's answers otherwise live as long as the page). */
export function clearRatingAnswers(): void {
  answers.clear();
  for (const listener of listeners) listener();
}

/** This guest's last answer for the subject (another guest's does not count), or null. */
export function useRatingAnswer(subject: RatedSubject, id: number, guestId: number | null): Rating | null {
  const answer = useSyncExternalStore(
    subscribe,
    () => answers.get(keyOf(subject, id)) ?? null,
    () => null,
  );
  return answer && answer.guestId === guestId ? answer.rating : null;
}

/** Sends the rating (the client loads on first use) and keeps the server's answer. Throws when refused. */
export async function submitRating(locale: Locale, guest: LoggedInGuest, subject: RatedSubject, id: number, value: RatingValue): Promise<Rating> {
  const { sendRating } = await import('./send-rating');
  const rating = await sendRating({ language: locale, accessToken: guest.accessToken }, subject, id, value);
  saveRatingAnswer(subject, id, guest.guestId, rating);
  return rating;
}
