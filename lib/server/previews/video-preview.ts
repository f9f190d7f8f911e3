import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guestVideoPreviews } from '@/lib/server/db/schema/video-previews';
import { AppError } from '@/lib/server/errors';
import { maxAgeRatingFor } from '@/lib/server/catalog/albums/picture-access';
import { videoAccess } from '@/lib/server/purchases/access';

/**
 * §2 fifteen-minutes-preview, the grant (chosen, the spec names the box only): a guest may
 * watch a paid video free for 15 minutes from the moment they start the preview, once per guest
 * per video — stored server-side (guest_video_previews), so neither another tab, another device
 * nor a second process gives a second quarter of an hour. The stream rule asks previewEnd().
 */
export const PREVIEW_MINUTES = 15;

export type VideoPreview = { videoId: number; startedAt: string; endsAt: string };

const endOf = (startedAt: Date) => new Date(startedAt.getTime() + PREVIEW_MINUTES * 60_000);

/** When this guest's preview of the video ends, or null when there is none or it has ended. */
export async function previewEnd(db: DbOrTx, guestId: number, videoId: number, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ startedAt: guestVideoPreviews.startedAt })
    .from(guestVideoPreviews)
    .where(and(eq(guestVideoPreviews.guestId, guestId), eq(guestVideoPreviews.videoId, videoId)));
  if (!row) return null;
  const end = endOf(row.startedAt);
  return end > now ? end : null;
}

type Start = { guestId: number; avsAccepted: boolean; videoId: number; viewerCountry: string | null };

/**
 * Starts the preview (or answers the running one: a second press, another tab). Refused like the
 * stream itself — 404 unknown, 403 COUNTRY_BANNED, 403 AGE_VERIFICATION_REQUIRED (fsk 18 only for
 * verified guests, a preview too) — and 409 CONFLICT when the guest may watch it anyway (free,
 * bought, VIP) or has used the preview of this video already.
 */
export async function startVideoPreview(db: DbOrTx, { guestId, avsAccepted, videoId, viewerCountry }: Start, now = new Date()): Promise<VideoPreview> {
  const answer = await videoAccess(db, guestId, videoId, viewerCountry);
  if (!answer) throw new AppError('NOT_FOUND', 'No such video.');
  if (answer.countryBanned) throw new AppError('COUNTRY_BANNED', 'This video is not available in your country.');
  if (answer.ageRating > maxAgeRatingFor({ avsAccepted })) throw new AppError('AGE_VERIFICATION_REQUIRED', 'This video needs an accepted age verification.');
  if (answer.access !== null) throw new AppError('CONFLICT', 'This video is open to you already.');
  // The key makes a concurrent or repeated start write one row; the first start's time stands.
  await db.insert(guestVideoPreviews).values({ guestId, videoId, startedAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ startedAt: guestVideoPreviews.startedAt })
    .from(guestVideoPreviews)
    .where(and(eq(guestVideoPreviews.guestId, guestId), eq(guestVideoPreviews.videoId, videoId)));
  if (!row) throw new AppError('CONFLICT', 'The preview could not be started.');
  const endsAt = endOf(row.startedAt);
  if (endsAt <= now) throw new AppError('CONFLICT', 'The free preview of this video has been used.');
  return { videoId, startedAt: row.startedAt.toISOString(), endsAt: endsAt.toISOString() };
}
