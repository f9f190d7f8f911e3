import { isApiError } from '@/lib/api/api-error';
import { restPath, restRequest } from '@/lib/api/rest';
import type { Locale } from '@/i18n/routing';
import { actorNoteResponseSchema } from '@/lib/contracts/social';
import { savePendingAction } from '@/lib/overlay/pending-action';

/**
 * The note box's calls (§7 actor area), loaded with import() on first use so the REST client and
 * zod stay out of the profile's first-load JavaScript.
 */

/** GET actor/getActorNoteById/{actorId}: the guest's own note ('' when none). */
export async function loadActorNote(locale: Locale, accessToken: string, actorId: number): Promise<string> {
  const { data } = await restRequest(restPath('actor', 'getActorNoteById', actorId), { language: locale, accessToken, schema: actorNoteResponseSchema });
  return data.comment;
}

/** POST actor/storeActorNote {actorId, comment}: answers the note as stored (trimmed; '' deleted it). */
export async function saveActorNote(locale: Locale, accessToken: string, actorId: number, comment: string): Promise<string> {
  const { data } = await restRequest('actor/storeActorNote', { language: locale, accessToken, body: { actorId, comment }, schema: actorNoteResponseSchema });
  return data.comment;
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
