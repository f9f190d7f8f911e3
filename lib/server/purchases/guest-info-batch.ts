import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GuestInfoBatch, GuestInfoBatchInput, GuestInfoFlags } from '@/lib/contracts/guest-info-batch';
import { RATING_LIKE, type RatingValue } from '@/lib/contracts/social';
import type { DbOrTx } from '@/lib/server/db/client';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { guestSubscriptionRoles } from '@/lib/server/guests/roles';
import { guestRatingsOf } from '@/lib/server/social/rate-subject';
import { type Ownership, ownedItems } from './owned-items';

type Item = { id: number; vip: boolean };

const releasedVideos = (db: DbOrTx, ids: readonly number[]): Promise<Item[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: videos.id, vip: videos.isVip })
        .from(videos)
        .where(and(inArray(videos.id, [...ids]), sql`${videos.releasedAt} <= now()`));

/** Photo albums only (sedcards are not sold); VIP content albums are the flatrate ones (access.ts). */
const releasedAlbums = (db: DbOrTx, ids: readonly number[]): Promise<Item[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: albums.id, vip: albums.isVipContent })
        .from(albums)
        .where(and(inArray(albums.id, [...ids]), eq(albums.type, 'album'), sql`${albums.releasedAt} <= now()`));

function flagsById(items: readonly Item[], isVip: boolean, owned: Map<number, Ownership>, ratings: Map<number, RatingValue>) {
  const byId: Record<string, GuestInfoFlags> = {};
  for (const item of items) {
    const ownership = owned.get(item.id);
    byId[item.id] = {
      bought: ownership === 'bought',
      gifted: ownership === 'gifted',
      // §6 VIP: a VIP item is included for a VIP guest — the rule of access.ts, for many items at once.
      flatrate: isVip && item.vip,
      liked: ratings.get(item.id) === RATING_LIKE,
    };
  }
  return byId;
}

/**
 * "guestInfo on every video and album the guest sees": §3 guestInfo of the tiles of a
 * cached page, for one logged-in guest. A fixed number of queries whatever the number of ids
 * (IN lists): the items, the guest's roles, purchases and ratings of each kind. Unknown and
 * unreleased ids are left out.
 */
export async function guestInfoBatch(db: DbOrTx, guestId: number, input: GuestInfoBatchInput): Promise<GuestInfoBatch> {
  const { videoIds, albumIds } = input;
  if (videoIds.length === 0 && albumIds.length === 0) return { videos: {}, albums: {} };
  const [videoItems, albumItems, roles, ownedVideos, ownedAlbums, videoRatings, albumRatings] = await Promise.all([
    releasedVideos(db, videoIds),
    releasedAlbums(db, albumIds),
    guestSubscriptionRoles(db, guestId),
    ownedItems(db, guestId, 'video', videoIds),
    ownedItems(db, guestId, 'album', albumIds),
    guestRatingsOf(db, guestId, 'video', videoIds),
    guestRatingsOf(db, guestId, 'album', albumIds),
  ]);
  return {
    videos: flagsById(videoItems, roles.isVip, ownedVideos, videoRatings),
    albums: flagsById(albumItems, roles.isVip, ownedAlbums, albumRatings),
  };
}
