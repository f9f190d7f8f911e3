import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { RATING_LIKE, type RatingValue } from '@/lib/contracts/social';
import type { VideoGuestInfoItem } from '@/lib/contracts/video-guest-info';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { type Ownership, ownedItems } from '@/lib/server/purchases/owned-items';
import { guestRatingsOf } from '@/lib/server/social/rate-subject';
import { subscriptionState } from '@/lib/server/subscriptions/subscription-state';
import { notBannedFor } from '../model-row';

/**
 * §3 guestInfo of videos for one viewer, decided on the server (pages are cached and the same for
 * everyone, so the browser asks for this after it knows the guest). flatrate: a VIP video is
 * included for a VIP guest ("subscribe to VIP and see VIP content unlocked"; §6 VIP).
 * bought/gifted: the guest's purchases, liked: the guest's like (§9 rating 5); one query each for all ids.
 * Unreleased or unknown ids are left out, and so are videos of performers banned in the viewer's
 * country (§3 bannedCountryCodes, §6): for that viewer they do not exist.
 */
export async function videoGuestInfo(
  db: DbOrTx,
  guestId: number | null,
  ids: readonly number[],
  viewerCountry: string | null,
): Promise<{ isVip: boolean; items: VideoGuestInfoItem[] }> {
  if (ids.length === 0) return { isVip: false, items: [] };
  const [rows, isVip, owned, ratings] = await Promise.all([
    db
      .select({ id: videos.id, vip: videos.isVip })
      .from(videos)
      .innerJoin(actors, eq(actors.id, videos.actorId))
      .where(and(inArray(videos.id, [...ids]), sql`${videos.releasedAt} <= now()`, notBannedFor(viewerCountry))),
    guestId === null ? false : subscriptionState(db, guestId).then((state) => state.isVip),
    guestId === null ? new Map<number, Ownership>() : ownedItems(db, guestId, 'video', ids),
    guestId === null ? new Map<number, RatingValue>() : guestRatingsOf(db, guestId, 'video', ids),
  ]);
  const items = rows
    .map((row) => {
      const ownership = owned.get(row.id);
      return { id: row.id, vip: row.vip, bought: ownership === 'bought', gifted: ownership === 'gifted', flatrate: isVip && row.vip, liked: ratings.get(row.id) === RATING_LIKE };
    })
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return { isVip, items };
}
