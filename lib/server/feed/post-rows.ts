import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { pictures, videos } from '@/lib/server/db/schema/catalog';
import { guestFavorites } from '@/lib/server/db/schema/favorites';
import { feedLikes, feedPostPhotos, feedPosts, feedPurchases, feedViews } from '@/lib/server/db/schema/feed';
import type { PhotoRow } from './post-media';

/** The columns a FeedPost is built from: the post, its performer and its clip's video. */
export function selectPostRows(db: DbOrTx) {
  return db
    .select({
      post: feedPosts,
      actorName: actors.name,
      actorOnline: actors.isOnline,
      actorSeed: actors.imageSeed,
      videoId: videos.id,
      videoDuration: videos.durationSeconds,
      videoSeed: videos.imageSeed,
      videoAgeRating: videos.ageRating,
    })
    .from(feedPosts)
    .innerJoin(actors, eq(actors.id, feedPosts.actorId))
    .leftJoin(videos, eq(videos.id, feedPosts.videoId));
}
export type PostRow = Awaited<ReturnType<typeof selectPostRows>>[number];

export async function photoRowsOf(db: DbOrTx, postIds: number[]): Promise<Map<number, PhotoRow[]>> {
  const byPost = new Map<number, PhotoRow[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: feedPostPhotos.postId, pictureId: pictures.id, imageSeed: pictures.imageSeed, ageRating: pictures.ageRating })
    .from(feedPostPhotos)
    .innerJoin(pictures, eq(pictures.id, feedPostPhotos.pictureId))
    .where(inArray(feedPostPhotos.postId, postIds))
    .orderBy(feedPostPhotos.postId, feedPostPhotos.position);
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row]);
  return byPost;
}

export type GuestMarks = { liked: Set<number>; viewed: Set<number>; bought: Set<number>; following: Set<number> };

/** The guest's likes, views and purchases of these posts, and which of their performers he follows (pins). */
export async function guestMarksOf(db: DbOrTx, guestId: number | null, postIds: number[], actorIds: number[]): Promise<GuestMarks> {
  const empty: GuestMarks = { liked: new Set(), viewed: new Set(), bought: new Set(), following: new Set() };
  if (guestId === null || postIds.length === 0) return empty;
  const [liked, viewed, bought, following] = await Promise.all([
    db.select({ id: feedLikes.postId }).from(feedLikes).where(and(eq(feedLikes.guestId, guestId), inArray(feedLikes.postId, postIds))),
    db.select({ id: feedViews.postId }).from(feedViews).where(and(eq(feedViews.guestId, guestId), inArray(feedViews.postId, postIds))),
    db.select({ id: feedPurchases.postId }).from(feedPurchases).where(and(eq(feedPurchases.guestId, guestId), inArray(feedPurchases.postId, postIds))),
    db
      .select({ id: guestFavorites.targetId })
      .from(guestFavorites)
      .where(and(eq(guestFavorites.guestId, guestId), eq(guestFavorites.subject, 'actor'), inArray(guestFavorites.targetId, actorIds))),
  ]);
  const ids = (rows: { id: number }[]) => new Set(rows.map((row) => row.id));
  return { liked: ids(liked), viewed: ids(viewed), bought: ids(bought), following: ids(following) };
}
