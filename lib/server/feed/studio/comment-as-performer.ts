import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { FeedComment, StudioFeedComment } from '@/lib/contracts/feed';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { feedPosts } from '@/lib/server/db/schema/feed';
import { AppError } from '@/lib/server/errors';
import { insertComment } from '../insert-comment';
import { toFeedComment } from '../post-comments';

/**
 * §3 feed comments from the studio: the performer writes under her own posts — a new thread or a
 * reply to any comment there (a reply to a reply is marked isReplyToReply, as a guest's is). Her
 * comments carry her actor id, so every viewer sees them as the creator's (isCreator). A post that
 * is not hers, deleted, or a comment from another post: 404, nothing written.
 */
export async function commentAsPerformer(db: DbOrTx, actorId: number, postId: number, input: StudioFeedComment, now: Date): Promise<FeedComment> {
  const [post] = await db
    .select({ id: feedPosts.id, name: actors.name })
    .from(feedPosts)
    .innerJoin(actors, eq(actors.id, feedPosts.actorId))
    .where(and(eq(feedPosts.id, postId), eq(feedPosts.actorId, actorId), eq(feedPosts.status, 'published')));
  if (!post) throw new AppError('NOT_FOUND', 'No such post of yours.');

  const created = await insertComment(db, postId, { actorId }, input.text, input.repliesToCommentId ?? undefined, now);
  return toFeedComment(created, null, post.name, null);
}
