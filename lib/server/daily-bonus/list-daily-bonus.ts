import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DailyBonusDays, DailyBonusOffer } from '@/lib/contracts/daily-bonus';
import { videoPreviewImages } from '@/lib/server/catalog/videos/preview-images';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { dailyBonusClaims, dailyBonusOffers } from '@/lib/server/db/schema/events';
import { offerDayEndsAt, offerDays } from './offer-days';
import { type ItemContent, type OfferRow, toOfferWire } from './offer-wire';

/** The video or album an offer sells, with what the page links to. */
export async function itemContentOf(db: DbOrTx, rows: readonly OfferRow[]): Promise<Map<number, ItemContent>> {
  const ids = (type: 'video' | 'album') => rows.flatMap((row) => (row.grant.type === 'item' && row.grant.itemType === type ? [row.grant.itemId] : []));
  const videoIds = ids('video');
  const albumIds = ids('album');
  const videoRows = videoIds.length === 0 ? [] : await db.select({ id: videos.id, title: videos.title, imageSeed: videos.imageSeed, slug: actors.slug }).from(videos).innerJoin(actors, eq(actors.id, videos.actorId)).where(inArray(videos.id, videoIds));
  const albumRows = albumIds.length === 0 ? [] : await db.select({ id: albums.id, title: albums.title, slug: actors.slug }).from(albums).innerJoin(actors, eq(actors.id, albums.actorId)).where(inArray(albums.id, albumIds));
  const content = new Map<number, ItemContent>();
  for (const row of rows) {
    const grant = row.grant;
    const video = grant.type === 'item' && grant.itemType === 'video' ? videoRows.find((v) => v.id === grant.itemId) : undefined;
    const album = grant.type === 'item' && grant.itemType === 'album' ? albumRows.find((a) => a.id === grant.itemId) : undefined;
    content.set(row.id, {
      video: video ? { id: video.id, title: video.title, link: `/amateur/${video.slug}/video/${video.id}/`, preview: videoPreviewImages(video.imageSeed).w640.url } : null,
      album: album ? { id: album.id, title: album.title, link: `/amateur/${album.slug}/pictures/${album.id}/` } : null,
    });
  }
  return content;
}

/** Offers of the given days, with the guest's purchased flags (none for a visitor). */
export async function offersOfDays(db: DbOrTx, days: readonly string[], guestId: number | null): Promise<Map<string, DailyBonusOffer>> {
  const rows = await db.select().from(dailyBonusOffers).where(inArray(dailyBonusOffers.day, [...days]));
  const claimed =
    guestId === null || rows.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ offerId: dailyBonusClaims.offerId })
              .from(dailyBonusClaims)
              .where(and(eq(dailyBonusClaims.guestId, guestId), inArray(dailyBonusClaims.offerId, rows.map((row) => row.id))))
          ).map((row) => row.offerId),
        );
  const content = await itemContentOf(db, rows);
  return new Map(rows.map((row) => [row.day, toOfferWire(row, claimed.has(row.id), content.get(row.id) ?? { video: null, album: null })]));
}

/** §3/§4 the daily bonus as the page and the GraphQL query show it: yesterday, today, tomorrow. */
export async function listDailyBonus(db: DbOrTx, now: Date, guestId: number | null): Promise<DailyBonusDays> {
  const days = offerDays(now);
  const offers = await offersOfDays(db, [days.yesterday, days.today, days.tomorrow], guestId);
  return {
    today: days.today,
    endsAt: offerDayEndsAt(now).toISOString(),
    yesterday: offers.get(days.yesterday) ?? null,
    current: offers.get(days.today) ?? null,
    tomorrow: offers.get(days.tomorrow) ?? null,
  };
}
