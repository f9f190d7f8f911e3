import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { feedComments } from '@/lib/server/db/schema/feed';
import { AppError } from '@/lib/server/errors';

type Author = { guestId: number } | { actorId: number };

/**
 * A feed comment by a guest or by the post's performer (§3): a reply joins its parent's thread
 * (conversationId = the root comment); a reply to a reply is allowed and marked isReplyToReply. A
 * parent from another post is 404 and nothing is written.
 */
export async function insertComment(db: DbOrTx, postId: number, author: Author, text: string, repliesToCommentId: number | undefined, now: Date) {
  let parent: typeof feedComments.$inferSelect | undefined;
  if (repliesToCommentId) {
    [parent] = await db.select().from(feedComments).where(eq(feedComments.id, repliesToCommentId));
    if (!parent || parent.postId !== postId) throw new AppError('NOT_FOUND', 'No such comment on this post.');
  }
  const [created] = await db
    .insert(feedComments)
    .values({
      postId,
      ...author,
      parentId: parent?.id ?? null,
      conversationId: parent ? (parent.conversationId ?? parent.id) : null,
      isReplyToReply: parent !== undefined && parent.parentId !== null,
      text,
      createdAt: now,
    })
    .returning();
  if (!created) throw new AppError('INTERNAL', 'The comment was not saved.');
  return created;
}
