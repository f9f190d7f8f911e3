import 'server-only';
import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ContestGridItem, ContestKind } from '@/lib/contracts/contests';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { contestMedia } from '@/lib/server/db/schema/contests';
import { imageUrl } from '@/lib/media/image-urls';

/** Everyone's votes for one medium (the §3 mediaVotes). */
// Written with qualified names: drizzle drops the table from columns of a one-table select, and an
// unqualified "id" inside the subquery would name the vote's id.
export const mediaVotesSql = sql<number>`(select count(*)::int from "contest_votes" where "contest_votes"."media_id" = "contest_media"."id")`.mapWith(Number);

const columns = {
  mediaId: contestMedia.id,
  mediaIndex: contestMedia.mediaIndex,
  videoId: contestMedia.videoId,
  albumId: contestMedia.albumId,
  place: contestMedia.place,
  actorId: actors.id,
  actorName: actors.name,
  actorSlug: actors.slug,
  videoTitle: videos.title,
  videoAge: videos.ageRating,
  videoSeed: videos.imageSeed,
  albumTitle: albums.title,
  albumAge: albums.ageRating,
  albumSeed: albums.imageSeed,
  mediaVotes: mediaVotesSql,
};

/** The ranking of §3 top list and winners: most votes first, ties by the earlier mediaIndex. */
export const rankingOrder = [desc(mediaVotesSql), asc(contestMedia.mediaIndex)];

type Page = { where?: SQL; orderBy?: SQL[]; limit: number; offset: number };

/** One page of a contest's media with their performer, medium and vote count. */
export async function selectContestMedia(db: DbOrTx, contestId: number, page: Page) {
  return db
    .select(columns)
    .from(contestMedia)
    .innerJoin(actors, eq(actors.id, contestMedia.actorId))
    .leftJoin(videos, eq(videos.id, contestMedia.videoId))
    .leftJoin(albums, eq(albums.id, contestMedia.albumId))
    .where(page.where ? and(eq(contestMedia.contestId, contestId), page.where) : eq(contestMedia.contestId, contestId))
    .orderBy(...(page.orderBy ?? [asc(contestMedia.mediaIndex)]))
    .limit(page.limit)
    .offset(page.offset);
}

export type ContestMediaRow = Awaited<ReturnType<typeof selectContestMedia>>[number];

/** A grid item; `places` (mediaId → place) overrides the stored place where winners are derived. */
export function toGridItem(row: ContestMediaRow, places?: ReadonlyMap<number, number>): ContestGridItem {
  const kind: ContestKind = row.videoId !== null ? 'video' : 'photo';
  const seed = (kind === 'video' ? row.videoSeed : row.albumSeed) ?? 1;
  return {
    mediaId: row.mediaId,
    mediaIndex: row.mediaIndex,
    kind,
    videoId: row.videoId,
    albumId: row.albumId,
    title: (kind === 'video' ? row.videoTitle : row.albumTitle) ?? '',
    ageRating: (kind === 'video' ? row.videoAge : row.albumAge) ?? 18,
    preview: imageUrl(kind === 'video' ? 'video' : 'album', seed, 'w320'),
    link: kind === 'video' ? `/amateur/${row.actorSlug}/video/${row.videoId}/` : `/amateur/${row.actorSlug}/pictures/${row.albumId}/`,
    actor: { id: row.actorId, name: row.actorName, slug: row.actorSlug },
    mediaVotes: row.mediaVotes,
    place: places ? (places.get(row.mediaId) ?? null) : row.place,
  };
}
