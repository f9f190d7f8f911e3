import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { PostCommentResult } from '@/lib/contracts/social';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { albumComments } from '@/lib/server/db/schema/content';
import { isVisibleAlbum } from '@/lib/server/catalog/albums/find-album';
import { AppError } from '@/lib/server/errors';

export type PostCommentInput = { guestId: number; albumId: number; text: string; viewerCountry: string | null };

/**
 * Why a guest may not comment, carried in AppError details: the REST call answers it as the
 * error code (COMMENTS_BLOCKED 403, ALREADY_COMMENTED 409) – see gallery-social.ts.
 */
export type CommentRefusal = { reason: 'COMMENTS_BLOCKED' | 'ALREADY_COMMENTED' };

/**
 * §7 postComment: the guest's one comment on an album (§4: afterwards they may not comment it
 * again; §6: a guest blocked from comments cannot). The text arrives validated (1–500 characters,
 * no markup) and is stored as plain text. The guest's row is locked, so two requests of one guest
 * cannot both pass the "not yet commented" check.
 */
export async function postAlbumComment(db: DbOrTx, input: PostCommentInput): Promise<PostCommentResult> {
  if (!(await isVisibleAlbum(db, input.albumId, input.viewerCountry))) throw new AppError('NOT_FOUND', 'No such album.');
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ screenName: guests.screenName, blocked: guests.isBlockedForComments })
      .from(guests)
      .where(eq(guests.id, input.guestId))
      .for('update');
    if (!guest) throw new AppError('UNAUTHORIZED', 'The guest is gone.');
    if (guest.blocked) {
      throw new AppError('FORBIDDEN', 'This guest may not comment.', { reason: 'COMMENTS_BLOCKED' } satisfies CommentRefusal);
    }
    const mine = and(eq(albumComments.albumId, input.albumId), eq(albumComments.guestId, input.guestId));
    const [already] = await tx.select({ id: albumComments.id }).from(albumComments).where(mine).limit(1);
    if (already) {
      throw new AppError('CONFLICT', 'This guest has already commented on the album.', { reason: 'ALREADY_COMMENTED' } satisfies CommentRefusal);
    }
    const [row] = await tx
      .insert(albumComments)
      .values({ albumId: input.albumId, guestId: input.guestId, text: input.text, createdAt: new Date() })
      .returning({ id: albumComments.id, text: albumComments.text, createdAt: albumComments.createdAt });
    if (!row) throw new Error('comment not stored');
    const [total] = await tx.select({ n: count() }).from(albumComments).where(eq(albumComments.albumId, input.albumId));
    return {
      albumId: input.albumId,
      comment: { id: row.id, text: row.text, author: guest.screenName, createdAt: row.createdAt.toISOString() },
      commentsTotal: total?.n ?? 0,
      isGuestAllowedToCommentAlbum: false,
    };
  });
}
