import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { maxAgeRatingFor } from '@/lib/server/catalog/albums/picture-access';
import { previewEnd } from '@/lib/server/previews/video-preview';
import { type ItemAccess, videoAccess } from '@/lib/server/purchases/access';

/** Who asks for a stream: a guest with their own avs state, or an anonymous visitor (null). */
export type StreamViewer = { guestId: number; avsAccepted: boolean } | null;

/** 'preview': §2 fifteen-minutes-preview, for its 15 minutes (lib/server/previews/video-preview.ts). */
export type StreamAccess = Exclude<ItemAccess, null> | 'preview';

/**
 * Whether this viewer may watch the video now, else the one error that says why — 404
 * unknown or unreleased; 403 COUNTRY_BANNED when the performer is banned in the viewer's country
 * (§3 bannedCountryCodes, §6: nothing the guest does opens it, so it comes first); then in the
 * order a guest can fix it (§6 restriction reasons: log in, verify the age, buy) — a visitor
 * without access: 401; fsk 18 without accepted avs: 403 AGE_VERIFICATION_REQUIRED (also for a
 * free or bought video); a guest without access (and no running §2 preview): 403 FORBIDDEN. The REST call that hands out
 * stream URLs, the media route that serves them and watch/start all ask here.
 */
export async function streamAccess(db: DbOrTx, viewer: StreamViewer, videoId: number, viewerCountry: string | null, now = new Date()): Promise<StreamAccess> {
  const answer = await videoAccess(db, viewer?.guestId ?? null, videoId, viewerCountry);
  if (!answer) throw new AppError('NOT_FOUND', 'No such video.');
  if (answer.countryBanned) throw new AppError('COUNTRY_BANNED', 'This video is not available in your country.');
  if (answer.access === null && !viewer) throw new AppError('UNAUTHORIZED', 'Log in to watch this video.');
  if (answer.ageRating > maxAgeRatingFor(viewer)) {
    throw new AppError('AGE_VERIFICATION_REQUIRED', 'This video needs an accepted age verification.');
  }
  if (answer.access !== null) return answer.access;
  // §2 fifteen-minutes-preview: a guest's started preview opens the video until it ends.
  if (viewer && (await previewEnd(db, viewer.guestId, videoId, now))) return 'preview';
  throw new AppError('FORBIDDEN', 'This video has not been bought.');
}
