import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AlbumComments } from '@/lib/contracts/album';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { albumComments } from '@/lib/server/db/schema/content';

export type AlbumCommentsInput = {
  albumId: number;
  /** §9: comments page size 5 on pages; the call's limit field goes up to 500. */
  limit: number;
  offset: number;
  /** The logged-in guest, or null for anonymous visitors. */
  guestId: number | null;
};

/**
 * §3 comments of an album, newest first, with commentsTotal and isGuestAllowedToCommentAlbum:
 * false for anonymous visitors (§6), for guests blocked from comments, and — §4 "the guest may
 * no longer comment that album" — for a guest who already commented it. The album is checked
 * by the caller.
 */
export async function listAlbumComments(db: DbOrTx, input: AlbumCommentsInput): Promise<AlbumComments> {
  const rows = await db
    .select({ id: albumComments.id, text: albumComments.text, author: guests.screenName, createdAt: albumComments.createdAt })
    .from(albumComments)
    .innerJoin(guests, eq(guests.id, albumComments.guestId))
    .where(eq(albumComments.albumId, input.albumId))
    .orderBy(desc(albumComments.createdAt), desc(albumComments.id))
    .limit(Math.max(0, input.limit))
    .offset(Math.max(0, input.offset));
  const [total] = await db.select({ n: count() }).from(albumComments).where(eq(albumComments.albumId, input.albumId));
  return {
    albumId: input.albumId,
    comments: rows.map((r) => ({ id: r.id, text: r.text, author: r.author, createdAt: r.createdAt.toISOString() })),
    commentsTotal: total?.n ?? 0,
    isGuestAllowedToCommentAlbum: input.guestId === null ? false : await mayComment(db, input.albumId, input.guestId),
  };
}

async function mayComment(db: DbOrTx, albumId: number, guestId: number): Promise<boolean> {
  const [row] = await db
    .select({
      blocked: guests.isBlockedForComments,
      commented: sql<boolean>`exists (select 1 from ${albumComments} where ${and(
        eq(albumComments.albumId, albumId),
        eq(albumComments.guestId, guestId),
      )})`.mapWith(Boolean),
    })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  return row !== undefined && !row.blocked && !row.commented;
}
