import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { feedPosts } from '@/lib/server/db/schema/feed';
import { AppError } from '@/lib/server/errors';

/**
 * She deletes her own post: it leaves the feed (status deleted) but its row stays, so the guests
 * who bought it keep their purchase and the ledger its reference. Another's or unknown: 404.
 */
export async function deleteStudioPost(db: DbOrTx, actorId: number, postId: number): Promise<void> {
  const removed = await db
    .update(feedPosts)
    .set({ status: 'deleted' })
    .where(and(eq(feedPosts.id, postId), eq(feedPosts.actorId, actorId), eq(feedPosts.status, 'published')))
    .returning({ id: feedPosts.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'No such post of yours.');
}
