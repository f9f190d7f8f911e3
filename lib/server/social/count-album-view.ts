import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums } from '@/lib/server/db/schema/catalog';
import { albumViews } from '@/lib/server/db/schema/social';
import { isVisibleAlbum } from '@/lib/server/catalog/albums/find-album';
import { AppError } from '@/lib/server/errors';

export type AlbumViewResult = { albumId: number; albumTotalViews: number; counted: boolean };

/**
 * §3 albumTotalViews counts logged-in guests only, each guest once per album and
 * Berlin day: the first view of the day inserts the (album, guest, day) row and raises the total
 * in the same transaction; later views that day change nothing.
 */
export async function countAlbumView(db: DbOrTx, input: { guestId: number; albumId: number; viewerCountry: string | null }): Promise<AlbumViewResult> {
  if (!(await isVisibleAlbum(db, input.albumId, input.viewerCountry))) throw new AppError('NOT_FOUND', 'No such album.');
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(albumViews)
      .values({ albumId: input.albumId, guestId: input.guestId, day: sql`(now() at time zone 'Europe/Berlin')::date` })
      .onConflictDoNothing()
      .returning({ albumId: albumViews.albumId });
    const counted = inserted.length > 0;
    const [row] = counted
      ? await tx
          .update(albums)
          .set({ totalViews: sql`${albums.totalViews} + 1` })
          .where(eq(albums.id, input.albumId))
          .returning({ views: albums.totalViews })
      : await tx.select({ views: albums.totalViews }).from(albums).where(eq(albums.id, input.albumId));
    return { albumId: input.albumId, albumTotalViews: row?.views ?? 0, counted };
  });
}
