import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { feedPosts, feedViews } from '@/lib/server/db/schema/feed';
import { findVisiblePost } from './get-post';

/** §7 viewedPost: counts once per guest (the view row's key turns a second view into a no-op). */
export async function viewPost(db: DbOrTx, guestId: number, postId: number, now: Date): Promise<void> {
  await findVisiblePost(db, postId, now);
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(feedViews).values({ guestId, postId, createdAt: now }).onConflictDoNothing().returning({ postId: feedViews.postId });
    if (inserted.length > 0) await tx.update(feedPosts).set({ views: sql`${feedPosts.views} + 1` }).where(eq(feedPosts.id, postId));
  });
}
