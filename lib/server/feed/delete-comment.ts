import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { feedComments } from '@/lib/server/db/schema/feed';
import { AppError } from '@/lib/server/errors';

/** §7 deleteComment: only the guest's own comment (its replies go with it); another's → 403 NOT_OWN_COMMENT. */
export async function deleteComment(db: DbOrTx, guestId: number, commentId: number): Promise<void> {
  const [comment] = await db.select({ guestId: feedComments.guestId }).from(feedComments).where(eq(feedComments.id, commentId));
  if (!comment) throw new AppError('NOT_FOUND', 'No such comment.');
  if (comment.guestId !== guestId) throw new AppError('FORBIDDEN', 'Only your own comments can be deleted.', { reason: 'NOT_OWN_COMMENT' });
  await db.delete(feedComments).where(eq(feedComments.id, commentId));
}
