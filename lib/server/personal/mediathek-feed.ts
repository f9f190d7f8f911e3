import 'server-only';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FeedPostType } from '@/lib/contracts/feed';
import type { MediathekItem, MediathekPage } from '@/lib/contracts/personal';
import { imageUrl } from '@/lib/media/image-urls';
import { videoPreviewImages } from '@/lib/server/catalog/videos/preview-images';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { feedPosts, feedPurchases } from '@/lib/server/db/schema/feed';
import { CLIP_TYPES, PHOTO_TYPES } from '@/lib/server/feed/feed-conditions';

type Paging = { offset: number; limit: number };

/** Where the library links a feed item: the feed opened at the post (FEED-PAGES reads `post`). */
export const feedPostLink = (postId: number) => `/feed/?post=${postId}`;

/**
 * §2 videos · feed and photos · feed: the feed posts the guest bought (clips, or photo posts), newest
 * purchase first, one item per post in the library's item shape (id = the post's id). A post its
 * performer deleted later stays: it was paid for.
 */
async function boughtPosts(db: DbOrTx, guestId: number, types: FeedPostType[], { offset, limit }: Paging) {
  const where = and(eq(feedPurchases.guestId, guestId), inArray(feedPosts.type, types));
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: feedPosts, addedAt: feedPurchases.createdAt, actorName: actors.name, actorSlug: actors.slug, duration: videos.durationSeconds, videoSeed: videos.imageSeed })
      .from(feedPurchases)
      .innerJoin(feedPosts, eq(feedPosts.id, feedPurchases.postId))
      .innerJoin(actors, eq(actors.id, feedPosts.actorId))
      .leftJoin(videos, eq(videos.id, feedPosts.videoId))
      .where(where)
      .orderBy(desc(feedPurchases.createdAt), desc(feedPurchases.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(feedPurchases).innerJoin(feedPosts, eq(feedPosts.id, feedPurchases.postId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

type Row = Awaited<ReturnType<typeof boughtPosts>>['rows'][number];

function toItem(row: Row, mediaType: MediathekItem['mediaType']): MediathekItem {
  const { post } = row;
  return {
    id: post.id,
    mediaType,
    source: 'purchased',
    origin: 'shop',
    title: post.title,
    fsk: post.fsk,
    ...(mediaType === 'video' ? { duration: row.duration ?? 0 } : {}),
    previewPicture: mediaType === 'video' && row.videoSeed !== null ? videoPreviewImages(row.videoSeed).w320 : imageUrl('album', post.imageSeed, 'w320'),
    model: { id: post.actorId, name: row.actorName, slug: row.actorSlug },
    link: feedPostLink(post.id),
    // A bought post is not a shop video: the playlist holds shop videos only.
    allowedInPlaylists: false,
    addedAt: row.addedAt.toISOString(),
  };
}

export async function feedVideos(db: DbOrTx, guestId: number, paging: Paging): Promise<MediathekPage> {
  const { rows, total } = await boughtPosts(db, guestId, CLIP_TYPES, paging);
  return { items: rows.map((row) => toItem(row, 'video')), total };
}

export async function feedPhotos(db: DbOrTx, guestId: number, paging: Paging): Promise<MediathekPage> {
  const { rows, total } = await boughtPosts(db, guestId, PHOTO_TYPES, paging);
  return { items: rows.map((row) => toItem(row, 'photo')), total };
}
