import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { albumTagSuggestions } from '@/lib/server/db/schema/social';
import { isVisibleAlbum } from '@/lib/server/catalog/albums/find-album';
import { AppError } from '@/lib/server/errors';

/**
 * §7 tag suggestion for an album: kept for the editors, one per guest, album and tag (any case);
 * suggesting the same tag again is a quiet success. The tag arrives validated and normalized.
 */
export async function suggestAlbumTag(db: DbOrTx, input: { guestId: number; albumId: number; tag: string; viewerCountry: string | null }): Promise<{ stored: boolean }> {
  if (!(await isVisibleAlbum(db, input.albumId, input.viewerCountry))) throw new AppError('NOT_FOUND', 'No such album.');
  const rows = await db
    .insert(albumTagSuggestions)
    .values({ albumId: input.albumId, guestId: input.guestId, tag: input.tag })
    .onConflictDoNothing()
    .returning({ id: albumTagSuggestions.id });
  return { stored: rows.length > 0 };
}
