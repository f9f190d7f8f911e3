import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { actorTypeSchema } from '@/lib/contracts/actor';
import type { VideoDetail, VideoTag } from '@/lib/contracts/video';
import type { Locale } from '@/i18n/routing';
import type { DbOrTx } from '@/lib/server/db/client';
import { tags, videoTags, videos } from '@/lib/server/db/schema/catalog';
import { visibleTo } from './conditions';
import { videoPreviewThumbnails } from './preview-images';
import { selectVideoRows, toVideoTile } from './video-row';

type GetVideoInput = { videoId: number; language: Locale; viewerCountry?: string | null };

/** A video's tags with their names in `language`, by tag group. */
export async function videoTagsOf(db: DbOrTx, videoId: number, language: Locale): Promise<VideoTag[]> {
  const rows = await db
    .select({ id: tags.id, tagGroup: tags.tagGroup, name: sql<string>`${tags.names} ->> ${language}` })
    .from(videoTags)
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .where(eq(videoTags.videoId, videoId))
    .orderBy(asc(tags.tagGroup));
  return rows.map((row) => ({ id: row.id, tagGroup: row.tagGroup, name: row.name ?? row.tagGroup }));
}

/**
 * Every §3 field of one released video, or null when it does not exist, is not released yet or
 * its performer is banned for the viewer's country (§6): all three look the same.
 */
export async function getVideoDetail(db: DbOrTx, input: GetVideoInput): Promise<VideoDetail | null> {
  const [row] = await selectVideoRows(db)
    .where(and(eq(videos.id, input.videoId), visibleTo(input.viewerCountry)))
    .limit(1);
  if (!row) return null;
  return {
    ...toVideoTile(row),
    previewThumbnails: videoPreviewThumbnails(row.id, row.durationSeconds, { ageRating: row.ageRating }),
    tags: await videoTagsOf(db, row.id, input.language),
    actingGroup: actorTypeSchema.parse(row.actingGroup),
  };
}
