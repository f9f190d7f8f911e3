import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { maxAgeRatingFor } from '@/lib/server/catalog/albums/picture-access';
import { isBannedFor } from '@/lib/server/catalog/model-row';
import { previewThumbnailCount } from '@/lib/server/catalog/videos/preview-images';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { AppError } from '@/lib/server/errors';

export type StillRequest = { videoId: number; index: number };

/**
 * Whether this viewer may see a video's still now ("fsk 18 pictures, previews and streams
 * are not served to guests without accepted age verification — the server refuses"). A still is a
 * preview, so no purchase is needed; but 404 for an unknown or unreleased video or a position it
 * does not have, 403 COUNTRY_BANNED for a performer banned in the viewer's country (§6), 403
 * AGE_VERIFICATION_REQUIRED when the video's rating is above what the viewer may see (§6: fsk 18
 * needs accepted avs; a visitor has none). Answers how many stills the video has.
 */
export async function stillAccess(
  db: DbOrTx,
  viewer: { avsAccepted: boolean } | null,
  still: StillRequest,
  viewerCountry: string | null,
): Promise<{ count: number }> {
  const [video] = await db
    .select({ ageRating: videos.ageRating, durationSeconds: videos.durationSeconds, bannedCountryCodes: actors.bannedCountryCodes })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(and(eq(videos.id, still.videoId), sql`${videos.releasedAt} <= now()`));
  const count = video ? previewThumbnailCount(video.durationSeconds) : 0;
  if (!video || still.index >= count) throw new AppError('NOT_FOUND', 'No such still.');
  if (isBannedFor(video.bannedCountryCodes, viewerCountry)) throw new AppError('COUNTRY_BANNED', 'This video is not available in your country.');
  if (video.ageRating > maxAgeRatingFor(viewer)) {
    throw new AppError('AGE_VERIFICATION_REQUIRED', 'The stills of this video need an accepted age verification.');
  }
  return { count };
}
