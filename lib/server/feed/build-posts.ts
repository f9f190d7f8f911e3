import 'server-only';
import type { FeedPost } from '@/lib/contracts/feed';
import { imageUrl } from '@/lib/media/image-urls';
import type { DbOrTx } from '@/lib/server/db/client';
import { type FeedViewer, isLocked, mayReceiveMedia, teaserOf, tippingGoalOf } from './feed-rules';
import { clipOf, photosOf, type Signer } from './post-media';
import { commentsOf } from './post-comments';
import { guestMarksOf, type PostRow, photoRowsOf } from './post-rows';

export type BuildContext = { viewer: FeedViewer; tokenKey: Uint8Array; now: Date };

/**
 * Rows → §3 feed posts for this viewer, in the rows' order. A locked post keeps its title, a text
 * teaser and the blurred previews, never a media URL; an unlocked one gets URLs signed for this
 * guest (0 for a free post: anyone may open it) unless fsk 18 needs the age verification first.
 */
export async function buildPosts(db: DbOrTx, rows: PostRow[], { viewer, tokenKey, now }: BuildContext): Promise<FeedPost[]> {
  const postIds = rows.map((row) => row.post.id);
  const actorIds = [...new Set(rows.map((row) => row.post.actorId))];
  const guestId = viewer?.guestId ?? null;
  const [photos, marks, comments] = await Promise.all([photoRowsOf(db, postIds), guestMarksOf(db, guestId, postIds, actorIds), commentsOf(db, postIds, guestId)]);
  const nowSeconds = Math.floor(now.getTime() / 1000);

  return rows.map(({ post, ...row }) => {
    const bought = marks.bought.has(post.id);
    const locked = isLocked(post.priceCoins, bought);
    const signer: Signer = mayReceiveMedia(post, bought, viewer) ? { tokenKey, guestId: post.priceCoins > 0 ? (guestId ?? 0) : 0, nowSeconds } : null;
    const clipRow = row.videoId === null ? null : { videoId: row.videoId, durationSeconds: row.videoDuration ?? 0, imageSeed: row.videoSeed ?? 0, ageRating: row.videoAgeRating ?? 0 };
    return {
      id: post.id,
      created: post.createdAt.toISOString(),
      published: post.publishedAt.toISOString(),
      type: post.type,
      status: post.status,
      pinned: post.pinned,
      title: post.title,
      text: locked ? teaserOf(post.text) : post.text,
      views: post.views,
      likes: post.likes,
      paidContent: post.priceCoins > 0,
      locked,
      fsk: post.fsk,
      priceCoins: post.priceCoins,
      model: {
        id: post.actorId,
        name: row.actorName,
        online: row.actorOnline,
        onlineState: row.actorOnline ? 'online' : 'offline',
        avatar: imageUrl('avatar', row.actorSeed, 'w320').url,
      },
      tippingGoal: tippingGoalOf(post.tippingGoalCoins, post.tipsSumCoins, post.tipVersion),
      guestState: { liked: marks.liked.has(post.id), viewed: marks.viewed.has(post.id), following: marks.following.has(post.actorId), bought },
      comments: comments.get(post.id) ?? [],
      clip: clipOf(post.id, post.fsk, clipRow, signer),
      photos: photosOf(post.id, post.fsk, post.imageSeed, photos.get(post.id) ?? [], signer),
      contestId: post.contestId,
    };
  });
}
