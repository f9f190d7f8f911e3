import { isApiError } from '@/lib/api/api-error';
import type { Locale } from '@/i18n/routing';
import { getQueryClient } from '@/lib/queries/query-client';
import { saveActorNote, socialKeys } from '@/lib/queries/social';
import { savePendingAction } from '@/lib/overlay/pending-action';

/**
 * What the note box does on a click, loaded with import() on first use so the REST client and
 * react-query stay out of the profile's first-load JavaScript.
 */

/** Saves the note (§7 storeActorNote) and keeps the page's cache of it current; answers it as stored. */
export async function storeNote(locale: Locale, actorId: number, comment: string): Promise<string> {
  const stored = await saveActorNote(locale, actorId, comment);
  getQueryClient().setQueryData(socialKeys.note(locale, actorId), stored);
  return stored;
}

/** Which message tells the guest why saving failed. */
export type NoteFailure = 'tooLong' | 'session' | 'failed';

export function noteFailure(error: unknown): NoteFailure {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'VALIDATION_FAILED') return 'tooLong';
  if (error.code === 'UNAUTHORIZED' || error.code === 'MISSING_TOKEN') return 'session';
  return 'failed';
}

/** §3 onLoginAction "load note": a visitor's wish to write a note survives the login. */
export function rememberNoteAfterLogin(actorId: number): void {
  savePendingAction({ type: 'loadNote', params: { targetId: actorId } });
}
