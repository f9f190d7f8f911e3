import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FeedComment } from '@/lib/contracts/feed';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import { feedComments, feedTips } from '@/lib/server/db/schema/feed';

/** The comments of these posts, oldest first (threads read top-down), as §3 feed comments. */
export async function commentsOf(db: DbOrTx, postIds: number[], viewerGuestId: number | null): Promise<Map<number, FeedComment[]>> {
  const byPost = new Map<number, FeedComment[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({
      comment: feedComments,
      guestName: guests.screenName,
      actorName: actors.name,
      // §3 comment `tipped`: its author has tipped this post.
      tipped: sql<boolean>`exists (select 1 from ${feedTips} where ${feedTips.postId} = ${feedComments.postId} and ${feedTips.guestId} = ${feedComments.guestId})`,
    })
    .from(feedComments)
    .leftJoin(guests, eq(guests.id, feedComments.guestId))
    .leftJoin(actors, eq(actors.id, feedComments.actorId))
    .where(inArray(feedComments.postId, postIds))
    .orderBy(feedComments.createdAt, feedComments.id);
  for (const { comment, guestName, actorName, tipped } of rows) {
    byPost.set(comment.postId, [...(byPost.get(comment.postId) ?? []), toFeedComment({ ...comment, tipped: comment.tipped || tipped }, guestName, actorName, viewerGuestId)]);
  }
  return byPost;
}

export function toFeedComment(comment: typeof feedComments.$inferSelect, guestName: string | null, actorName: string | null, viewerGuestId: number | null): FeedComment {
  const isCreator = comment.actorId !== null;
  return {
    id: comment.id,
    conversationId: comment.conversationId ?? comment.id,
    parentId: comment.parentId,
    created: comment.createdAt.toISOString(),
    isCreator,
    tipped: comment.tipped,
    text: comment.text,
    isReplyToReply: comment.isReplyToReply,
    user: {
      id: (isCreator ? comment.actorId : comment.guestId) ?? 0,
      name: (isCreator ? actorName : guestName) ?? '',
      isOwn: !isCreator && viewerGuestId !== null && comment.guestId === viewerGuestId,
    },
  };
}
