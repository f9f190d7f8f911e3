import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { actorTypeSchema } from '@/lib/contracts/actor';
import type { VideoDetail, VideoTag } from '@/lib/contracts/video';
import type { Locale } from '@/i18n/routing';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { tags, videoTags, videos } from '@/lib/server/db/schema/catalog';
import { isBannedFor } from '../model-row';
import { visibleTo } from './conditions';
import { videoPreviewThumbnails } from './preview-images';
import { contestInfoFor, type VideoContestEntry, videoContestEntry } from './video-contest-info';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import { selectVideoRows, toVideoTile, videoColumnsOn, type VideoRow } from './video-row';

type GetVideoInput = { videoId: number; language: Locale; viewerCountry?: string | null; /** The request's effective now (§2 test day): the daily deal's day and the contest place are read at it. */ now?: Date };

/** The Berlin day (YYYY-MM-DD) whose daily bonus offer prices the video at `now`. */
const dealDayOf = (now: Date) => formatCalendarDay(berlinDayOf(now));

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
  const now = input.now ?? new Date();
  const [row] = await selectVideoRows(db, dealDayOf(now))
    .where(and(eq(videos.id, input.videoId), visibleTo(input.viewerCountry)))
    .limit(1);
  if (!row) return null;
  return {
    ...toVideoTile(row),
    previewThumbnails: videoPreviewThumbnails(row.id, row.durationSeconds, { ageRating: row.ageRating }),
    tags: await videoTagsOf(db, row.id, input.language),
    actingGroup: actorTypeSchema.parse(row.actingGroup),
    contestInfo: contestInfoFor(await videoContestEntry(db, row.id, now), input.language),
  };
}

/**
 * A released video as every viewer gets it: the row, its tags with the names of every language
 * and its performer's §6 bans. Pages share it across languages and countries (shared-rows.ts)
 * and turn it into a VideoDetail per request with videoDetailFor.
 */
export type VideoForEveryone = {
  row: VideoRow;
  tags: { id: number; tagGroup: string; names: Record<string, unknown> | null }[];
  bannedCountryCodes: string[];
  /** §3 contestInfo: the contest it is entered in, titles in every language. */
  contest: VideoContestEntry | null;
};

/** The released video whatever the viewer's language and country, priced and placed at `now` (§2 test day); null when unknown or not released yet. */
export async function getVideoForEveryone(db: DbOrTx, videoId: number, now: Date = new Date()): Promise<VideoForEveryone | null> {
  // One round trip: the tags come along as a JSON array, in videoTagsOf's order.
  const [found] = await db
    .select({
      ...videoColumnsOn(dealDayOf(now)),
      bannedCountryCodes: actors.bannedCountryCodes,
      tagList: sql<VideoForEveryone['tags'] | null>`(select json_agg(json_build_object('id', ${tags.id}, 'tagGroup', ${tags.tagGroup}, 'names', ${tags.names}) order by ${tags.tagGroup})
        from ${videoTags} inner join ${tags} on ${tags.id} = ${videoTags.tagId} where ${videoTags.videoId} = ${videos.id})`,
    })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(and(eq(videos.id, videoId), visibleTo(null)))
    .limit(1);
  if (!found) return null;
  const { bannedCountryCodes, tagList, ...row } = found;
  const tagRows = typeof tagList === 'string' ? (JSON.parse(tagList) as VideoForEveryone['tags']) : (tagList ?? []);
  return { row, tags: tagRows, bannedCountryCodes, contest: await videoContestEntry(db, row.id, now) };
}

/** getVideoDetail's answer from a VideoForEveryone: null when the performer is banned for the viewer (§6). */
export function videoDetailFor(video: VideoForEveryone | null, language: Locale, viewerCountry: string | null | undefined): VideoDetail | null {
  if (!video || isBannedFor(video.bannedCountryCodes, viewerCountry)) return null;
  const { row } = video;
  return {
    ...toVideoTile(row),
    previewThumbnails: videoPreviewThumbnails(row.id, row.durationSeconds, { ageRating: row.ageRating }),
    // As `names ->> language` reads it: the name in that language, else the tag group.
    tags: video.tags.map((tag) => {
      const name = tag.names?.[language];
      return { id: tag.id, tagGroup: tag.tagGroup, name: name === undefined || name === null ? tag.tagGroup : typeof name === 'string' ? name : JSON.stringify(name) };
    }),
    actingGroup: actorTypeSchema.parse(row.actingGroup),
    contestInfo: contestInfoFor(video.contest, language),
  };
}
