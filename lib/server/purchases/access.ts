import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { purchases } from '@/lib/server/db/schema/purchases';
import { guestSubscriptionRoles } from '@/lib/server/guests/roles';

/** Why a guest may watch a video or open an album; null: they may not (yet). */
export type ItemAccess = 'bought' | 'gifted' | 'free' | 'flatrate' | null;

export type AccessAnswer = { access: ItemAccess; ageRating: number };

/**
 * Issue 6: whether a viewer may watch a released video — free for everyone, bought (or gifted)
 * by this guest, or a VIP video for a VIP guest (§6 flatrate). Null when the video does not
 * exist or is not released. Age rating is the caller's second check (§6: fsk 18 needs avs).
 */
export async function videoAccess(db: DbOrTx, guestId: number | null, videoId: number): Promise<AccessAnswer | null> {
  const [video] = await db
    .select({ isFree: videos.isFree, isVip: videos.isVip, ageRating: videos.ageRating })
    .from(videos)
    .where(and(eq(videos.id, videoId), sql`${videos.releasedAt} <= now()`));
  if (!video) return null;
  if (video.isFree) return { access: 'free', ageRating: video.ageRating };
  if (guestId === null) return { access: null, ageRating: video.ageRating };
  const owned = await ownership(db, guestId, 'video', videoId);
  if (owned) return { access: owned, ageRating: video.ageRating };
  if (video.isVip && (await guestSubscriptionRoles(db, guestId)).isVip) return { access: 'flatrate', ageRating: video.ageRating };
  return { access: null, ageRating: video.ageRating };
}

/** The same for a photo album (§3: free albums; VIP content albums are included for VIP guests). */
export async function albumAccess(db: DbOrTx, guestId: number | null, albumId: number): Promise<AccessAnswer | null> {
  const [album] = await db
    .select({ isFree: albums.isFree, isVip: albums.isVipContent, ageRating: albums.ageRating })
    .from(albums)
    .where(and(eq(albums.id, albumId), eq(albums.type, 'album'), sql`${albums.releasedAt} <= now()`));
  if (!album) return null;
  if (album.isFree) return { access: 'free', ageRating: album.ageRating };
  if (guestId === null) return { access: null, ageRating: album.ageRating };
  const owned = await ownership(db, guestId, 'album', albumId);
  if (owned) return { access: owned, ageRating: album.ageRating };
  if (album.isVip && (await guestSubscriptionRoles(db, guestId)).isVip) return { access: 'flatrate', ageRating: album.ageRating };
  return { access: null, ageRating: album.ageRating };
}

/** How the guest owns the item (a purchases row), or null. */
export async function ownership(db: DbOrTx, guestId: number, itemType: 'video' | 'album', itemId: number): Promise<'bought' | 'gifted' | null> {
  const [row] = await db
    .select({ source: purchases.source })
    .from(purchases)
    .where(and(eq(purchases.guestId, guestId), eq(purchases.itemType, itemType), eq(purchases.itemId, itemId)));
  if (!row) return null;
  return row.source === 'gift' ? 'gifted' : 'bought';
}
