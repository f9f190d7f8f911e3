import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { videos } from '@/lib/server/db/schema/catalog';
import { playlistItems } from '@/lib/server/db/schema/personal';
import { purchases } from '@/lib/server/db/schema/purchases';
import { AppError } from '@/lib/server/errors';

/** GET guest/playlist: the video ids of the guest's playlist, in order. */
export async function playlistVideoIds(db: DbOrTx, guestId: number): Promise<number[]> {
  const rows = await db
    .select({ videoId: playlistItems.videoId })
    .from(playlistItems)
    .where(eq(playlistItems.guestId, guestId))
    .orderBy(asc(playlistItems.position));
  return rows.map((row) => row.videoId);
}

/**
 * POST guest/playlist/save: replaces the playlist with `videoIds` in that order, in one
 * transaction. Every video must be one the guest owns (bought or given) and whose performer
 * allows playlists (§3 allowedInPlaylists); otherwise nothing changes (422).
 */
export async function savePlaylist(db: DbOrTx, guestId: number, videoIds: readonly number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (videoIds.length > 0) {
      const allowed = await tx
        .select({ id: videos.id })
        .from(purchases)
        .innerJoin(videos, eq(videos.id, purchases.itemId))
        .where(and(eq(purchases.guestId, guestId), eq(purchases.itemType, 'video'), inArray(purchases.itemId, [...videoIds]), eq(videos.allowedInPlaylists, true)));
      const ok = new Set(allowed.map((row) => row.id));
      const refused = videoIds.filter((id) => !ok.has(id));
      if (refused.length > 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Only videos you own and that may be played in playlists can be added.',
          refused.map((id) => ({ path: 'videoIds', message: `Video ${id} cannot be in your playlist.` })),
        );
      }
    }
    await tx.delete(playlistItems).where(eq(playlistItems.guestId, guestId));
    if (videoIds.length > 0) await tx.insert(playlistItems).values(videoIds.map((videoId, position) => ({ guestId, videoId, position })));
    return [...videoIds];
  });
}
