import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { pictures, videos } from '@/lib/server/db/schema/catalog';
import { feedPostPhotos, feedPosts, feedPurchases } from '@/lib/server/db/schema/feed';
import { AppError } from '@/lib/server/errors';
import { ADULT_FSK, type FeedViewer } from './feed-rules';

type Medium = { kind: 'clip' | 'photo'; mediaId: number };

/**
 * Whether this viewer may receive these bytes now, read fresh per request: the medium must belong
 * to the post (a deleted one only for its buyers); a paid post must be bought by this guest (403 PURCHASE_REQUIRED); fsk 18 or
 * an fsk-18 medium needs an accepted age verification (403 AGE_VERIFICATION_REQUIRED, §6).
 * Answers the medium's image seed (photo) or video id (clip).
 */
export async function feedMediaAccess(db: DbOrTx, viewer: FeedViewer, postId: number, medium: Medium, now: Date): Promise<{ seed: number; videoId: number }> {
  const [post] = await db.select().from(feedPosts).where(eq(feedPosts.id, postId));
  if (!post || post.publishedAt > now) throw new AppError('NOT_FOUND', 'No such post.');
  const found = medium.kind === 'clip' ? await clipOf(db, post.videoId, medium.mediaId) : await photoOf(db, postId, medium.mediaId);
  if (!found) throw new AppError('NOT_FOUND', 'No such medium in this post.');
  const bought = viewer ? await hasBought(db, viewer.guestId, postId) : false;
  // A post its performer deleted stays open to the guests who paid for it (media library), to no one else.
  if (post.status !== 'published' && !bought) throw new AppError('NOT_FOUND', 'No such post.');
  if (post.priceCoins > 0 && !bought) throw new AppError('PURCHASE_REQUIRED', 'This post has not been bought.');
  if (Math.max(post.fsk, found.ageRating) >= ADULT_FSK && viewer?.avsAccepted !== true) {
    throw new AppError('AGE_VERIFICATION_REQUIRED', 'This post needs an accepted age verification.');
  }
  return found;
}

async function hasBought(db: DbOrTx, guestId: number, postId: number): Promise<boolean> {
  const [row] = await db.select({ id: feedPurchases.id }).from(feedPurchases).where(and(eq(feedPurchases.guestId, guestId), eq(feedPurchases.postId, postId)));
  return row !== undefined;
}

async function clipOf(db: DbOrTx, postVideoId: number | null, videoId: number) {
  if (postVideoId !== videoId) return null;
  const [row] = await db.select({ seed: videos.imageSeed, ageRating: videos.ageRating, videoId: videos.id }).from(videos).where(eq(videos.id, videoId));
  return row ?? null;
}

async function photoOf(db: DbOrTx, postId: number, pictureId: number) {
  const [row] = await db
    .select({ seed: pictures.imageSeed, ageRating: pictures.ageRating })
    .from(feedPostPhotos)
    .innerJoin(pictures, eq(pictures.id, feedPostPhotos.pictureId))
    .where(and(eq(feedPostPhotos.postId, postId), eq(feedPostPhotos.pictureId, pictureId)));
  return row ? { ...row, videoId: 0 } : null;
}
