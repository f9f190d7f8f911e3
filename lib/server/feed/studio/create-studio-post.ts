import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FeedPost, StudioFeedCreate } from '@/lib/contracts/feed';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums, pictures, videos } from '@/lib/server/db/schema/catalog';
import { feedPostPhotos, feedPosts } from '@/lib/server/db/schema/feed';
import { AppError } from '@/lib/server/errors';
import { studioPosts } from './list-studio-posts';

/**
 * A performer posts to her feed (text, photos from her albums' pictures, a clip of one of her
 * videos; a price in coins and an optional tipping goal). Media that are not hers: 422, nothing
 * written. The post's fsk is at least its media's age rating, so an fsk-18 picture stays gated.
 */
export async function createStudioPost(db: DbOrTx, actorId: number, input: StudioFeedCreate, now: Date): Promise<FeedPost> {
  const photoIds = input.type === 'photos' ? [...new Set(input.photoIds ?? [])] : [];
  const ownPhotos = photoIds.length
    ? await db
        .select({ id: pictures.id, ageRating: pictures.ageRating })
        .from(pictures)
        .innerJoin(albums, eq(albums.id, pictures.albumId))
        .where(and(eq(albums.actorId, actorId), inArray(pictures.id, photoIds)))
    : [];
  if (ownPhotos.length !== photoIds.length) throw new AppError('VALIDATION_FAILED', 'Only pictures of your own albums can be posted.', { field: 'photoIds' });
  let videoAge = 0;
  if (input.type === 'clip') {
    const [video] = await db.select({ ageRating: videos.ageRating }).from(videos).where(and(eq(videos.id, input.videoId ?? 0), eq(videos.actorId, actorId)));
    if (!video) throw new AppError('VALIDATION_FAILED', 'Only your own videos can be posted.', { field: 'videoId' });
    videoAge = video.ageRating;
  }
  const fsk = Math.max(input.fsk, videoAge, ...ownPhotos.map((p) => p.ageRating));
  const postId = await db.transaction(async (tx) => {
    const [post] = await tx
      .insert(feedPosts)
      .values({
        actorId,
        type: input.type,
        title: input.title,
        text: input.text,
        priceCoins: input.priceCoins,
        fsk,
        videoId: input.type === 'clip' ? (input.videoId ?? null) : null,
        tippingGoalCoins: input.tippingGoalCoins ?? null,
        imageSeed: randomInt(1, 2_147_483_647),
        createdAt: now,
        publishedAt: now,
      })
      .returning({ id: feedPosts.id });
    if (!post) throw new AppError('INTERNAL', 'The post was not saved.');
    if (photoIds.length) await tx.insert(feedPostPhotos).values(photoIds.map((pictureId, position) => ({ postId: post.id, pictureId, position })));
    return post.id;
  });
  const [created] = await studioPosts(db, actorId, now, postId);
  if (!created) throw new AppError('INTERNAL', 'The post was not saved.');
  return created;
}
