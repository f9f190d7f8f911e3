import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { feedLikes, feedPosts } from '@/lib/server/db/schema/feed';
import { findVisiblePost } from './get-post';

/** §7 likePost: idempotent, the like row's key makes a second like a no-op; the count follows the rows. */
export async function likePost(db: DbOrTx, guestId: number, postId: number, now: Date): Promise<void> {
  await findVisiblePost(db, postId, now);
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(feedLikes).values({ guestId, postId, createdAt: now }).onConflictDoNothing().returning({ postId: feedLikes.postId });
    if (inserted.length > 0) await tx.update(feedPosts).set({ likes: sql`${feedPosts.likes} + 1` }).where(eq(feedPosts.id, postId));
  });
}

/** §7 unlikePost: idempotent, only a removed row lowers the count. */
export async function unlikePost(db: DbOrTx, guestId: number, postId: number, now: Date): Promise<void> {
  await findVisiblePost(db, postId, now);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(feedLikes)
      .where(and(eq(feedLikes.guestId, guestId), eq(feedLikes.postId, postId)))
      .returning({ postId: feedLikes.postId });
    if (removed.length > 0) await tx.update(feedPosts).set({ likes: sql`greatest(${feedPosts.likes} - 1, 0)` }).where(eq(feedPosts.id, postId));
  });
}
