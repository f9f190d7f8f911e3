import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import type { FeedPost } from '@/lib/contracts/feed';
import type { DbOrTx } from '@/lib/server/db/client';
import { feedPosts } from '@/lib/server/db/schema/feed';
import { AppError } from '@/lib/server/errors';
import { type BuildContext, buildPosts } from './build-posts';
import { visiblePost } from './feed-conditions';
import { selectPostRows } from './post-rows';

/**
 * §7 post(id): one post for this viewer; unknown or not yet published → 404. A post its performer
 * deleted is shown only to the guests who bought it (the media library links there).
 */
export async function getPost(db: DbOrTx, postId: number, context: BuildContext): Promise<FeedPost> {
  const rows = await selectPostRows(db).where(and(eq(feedPosts.id, postId), lte(feedPosts.publishedAt, context.now)));
  const [post] = await buildPosts(db, rows, context);
  if (!post || (post.status !== 'published' && !post.guestState.bought)) throw new AppError('NOT_FOUND', 'No such post.');
  return post;
}

/** The visible post's own row, or 404 — what every mutation checks first. */
export async function findVisiblePost(db: DbOrTx, postId: number, now: Date): Promise<typeof feedPosts.$inferSelect> {
  const [row] = await db.select().from(feedPosts).where(and(eq(feedPosts.id, postId), visiblePost(now)));
  if (!row) throw new AppError('NOT_FOUND', 'No such post.');
  return row;
}
