import 'server-only';
import { eq } from 'drizzle-orm';
import type { PageLoadIncentivesResponse } from '@/lib/contracts/incentive';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { AppError } from '@/lib/server/errors';
import { eventIncentives } from './event-incentives';

/**
 * §7 getVideoPreviewEndIncentives/{albumId}: the offers shown when a video's free preview ends,
 * decided as on that video's page (so the VIP offer applies, and the performer is the overlay
 * `host`), tagged `videoPreviewEnd` (§4: they replace earlier ones of the same event).
 * An unknown video is a 404 rather than an empty list, so a client bug does not pass silently.
 */
export async function videoPreviewEndIncentives(
  db: DbOrTx,
  input: { guestId: number | null; videoId: number; now: Date },
): Promise<PageLoadIncentivesResponse> {
  const [video] = await db
    .select({ id: videos.id, actorName: actors.name })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(eq(videos.id, input.videoId))
    .limit(1);
  if (!video) throw new AppError('NOT_FOUND', `Video ${input.videoId} does not exist.`);
  return eventIncentives(db, {
    guestId: input.guestId,
    event: 'videoPreviewEnd',
    route: { name: '/amateur/[actorName]/video/[videoId]', args: { actorName: video.actorName, videoId: String(video.id) } },
    now: input.now,
  });
}
