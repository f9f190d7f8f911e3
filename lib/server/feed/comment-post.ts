import 'server-only';
import { eq } from 'drizzle-orm';
import type { CommentPostInput, FeedComment } from '@/lib/contracts/feed';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { AppError } from '@/lib/server/errors';
import { findVisiblePost } from './get-post';
import { insertComment } from './insert-comment';
import { toFeedComment } from './post-comments';

/**
 * §7 commentPost {postId, text, repliesToCommentId}: a guest blocked for comments (§3
 * isBlockedForComments) is refused 403 COMMENTS_BLOCKED. A reply joins its parent's thread
 * (conversationId = the root comment); a reply to a reply is allowed and marked isReplyToReply.
 */
export async function commentPost(db: DbOrTx, guestId: number, input: CommentPostInput, now: Date): Promise<FeedComment> {
  const [guest] = await db.select({ name: guests.screenName, blocked: guests.isBlockedForComments }).from(guests).where(eq(guests.id, guestId));
  if (!guest) throw new AppError('UNAUTHORIZED', 'Log in to comment.');
  if (guest.blocked) throw new AppError('FORBIDDEN', 'This guest may not comment.', { reason: 'COMMENTS_BLOCKED' });
  await findVisiblePost(db, input.postId, now);

  const created = await insertComment(db, input.postId, { guestId }, input.text, input.repliesToCommentId ?? undefined, now);
  return toFeedComment(created, guest.name, null, guestId);
}
