import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { isBannedFor } from '@/lib/server/catalog/model-row';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { purchases } from '@/lib/server/db/schema/purchases';
import { guestSubscriptionRoles } from '@/lib/server/guests/roles';

/** Why a guest may watch a video or open an album; null: they may not (yet). */
export type ItemAccess = 'bought' | 'gifted' | 'free' | 'flatrate' | null;

export type AccessAnswer = { access: ItemAccess; ageRating: number };

/** A video's answer also says whether its performer is banned in the viewer's country (§6). */
export type VideoAccessAnswer = AccessAnswer & { countryBanned: boolean };

/**
 * Whether a viewer may watch a released video — free for everyone, bought (or gifted)
 * by this guest, or a VIP video for a VIP guest (§6 flatrate). Null when the video does not
 * exist or is not released. A performer banned in `viewerCountry` (§3 bannedCountryCodes, the
 * check buying makes) means no access at all, whatever was bought. Age rating is the caller's
 * second check (§6: fsk 18 needs avs).
 */
export async function videoAccess(db: DbOrTx, guestId: number | null, videoId: number, viewerCountry: string | null): Promise<VideoAccessAnswer | null> {
  const [video] = await db
    .select({ isFree: videos.isFree, isVip: videos.isVip, ageRating: videos.ageRating, bannedCountryCodes: actors.bannedCountryCodes })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(and(eq(videos.id, videoId), sql`${videos.releasedAt} <= now()`));
  if (!video) return null;
  const answer = (access: ItemAccess): VideoAccessAnswer => ({ access, ageRating: video.ageRating, countryBanned: false });
  if (isBannedFor(video.bannedCountryCodes, viewerCountry)) return { ...answer(null), countryBanned: true };
  if (video.isFree) return answer('free');
  if (guestId === null) return answer(null);
  const owned = await ownership(db, guestId, 'video', videoId);
  if (owned) return answer(owned);
  if (video.isVip && (await guestSubscriptionRoles(db, guestId)).isVip) return answer('flatrate');
  return answer(null);
}

/** The same for a photo album (§3: free albums; VIP content albums are included for VIP guests). */
export async function albumAccess(db: DbOrTx, guestId: number | null, albumId: number): Promise<AccessAnswer | null> {
  const [album] = await db
    .select({ isFree: albums.isFree, isVip: albums.isVipContent, ageRating: albums.ageRating })
    .from(albums)
    .where(and(eq(albums.id, albumId), eq(albums.type, 'album'), sql`${albums.releasedAt} <= now()`));
  if (!album) return null;
  const owned = guestId !== null && !album.isFree ? await ownership(db, guestId, 'album', albumId) : null;
  return { access: await albumAccessOf(db, guestId, album, owned), ageRating: album.ageRating };
}

/**
 * Album access from what the caller already read: the album's flags and the guest's one
 * purchases lookup (ownership()), so a caller that also reports guestInfo.bought (the album
 * detail) or has the album row at hand (the picture route) asks once. Free for everyone; else
 * bought or gifted; else a VIP content album for a VIP guest (§6 flatrate).
 */
export async function albumAccessOf(
  db: DbOrTx,
  guestId: number | null,
  album: { isFree: boolean; isVip: boolean },
  owned: 'bought' | 'gifted' | null,
): Promise<ItemAccess> {
  if (album.isFree) return 'free';
  if (guestId === null) return null;
  if (owned) return owned;
  if (album.isVip && (await guestSubscriptionRoles(db, guestId)).isVip) return 'flatrate';
  return null;
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
