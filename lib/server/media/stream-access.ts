import 'server-only';
import { eq } from 'drizzle-orm';
import { sessionGuest } from '@/lib/server/accounts/sessions';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import { maxAgeRatingFor } from '@/lib/server/catalog/albums/picture-access';
import { type ItemAccess, videoAccess } from '@/lib/server/purchases/access';

/** Who asks for a stream: a guest with their own avs state, or an anonymous visitor (null). */
export type StreamViewer = { guestId: number; avsAccepted: boolean } | null;

export type StreamAccess = Exclude<ItemAccess, null>;

/**
 * Issue 6: whether this viewer may watch the video now, else the one error that says why, in the
 * order a guest can fix it (§6 restriction reasons: log in, verify the age, buy) — 404 unknown or
 * unreleased; a visitor without access: 401; fsk 18 without accepted avs: 403
 * AGE_VERIFICATION_REQUIRED (§6, also for a free or bought video); a guest without access: 403
 * FORBIDDEN. The REST call that hands out stream URLs, the media route that serves them and
 * watch/start all ask here.
 */
export async function streamAccess(db: DbOrTx, viewer: StreamViewer, videoId: number): Promise<StreamAccess> {
  const answer = await videoAccess(db, viewer?.guestId ?? null, videoId);
  if (!answer) throw new AppError('NOT_FOUND', 'No such video.');
  if (answer.access === null && !viewer) throw new AppError('UNAUTHORIZED', 'Log in to watch this video.');
  if (answer.ageRating > maxAgeRatingFor(viewer)) {
    throw new AppError('AGE_VERIFICATION_REQUIRED', 'This video needs an accepted age verification.');
  }
  if (answer.access === null) throw new AppError('FORBIDDEN', 'This video has not been bought.');
  return answer.access;
}

/** The guest behind a `sid` session cookie (null: none, expired or locked), with their avs state. */
export async function sessionViewer(db: DbOrTx, sessionToken: string | null): Promise<StreamViewer> {
  const session = await sessionGuest(db, sessionToken);
  if (!session) return null;
  const [guest] = await db.select({ avsStatus: guests.avsStatus }).from(guests).where(eq(guests.id, session.guestId));
  return guest ? { guestId: session.guestId, avsAccepted: guest.avsStatus === 'accepted' } : null;
}
