import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { PURCHASE_VOUCHER_TYPES } from '@/lib/contracts/purchase';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { dealPriceSql } from '@/lib/server/daily-bonus/deal-price';
import { albums, videos } from '@/lib/server/db/schema/catalog';
import { formatCalendarDay } from '@/lib/server/time/test-day';
import { berlinDayOf } from '@/lib/server/tv/berlin-days';
import type { AlbumPriceFields, VideoPriceFields } from './price';
import { voucherHeld } from './spend-voucher';

type ItemBase = {
  itemId: number;
  actorId: number;
  title: string;
  currency: string;
  bannedCountryCodes: string[];
  /** The guest held a voucher for it when asked (spendVoucher decides inside the transaction). */
  voucherHeld: boolean;
};

/** A released item that may be for sale, with what its price rules need. */
export type BuyableItem =
  | (ItemBase & { itemType: 'video'; fields: VideoPriceFields; vipContent: boolean })
  | (ItemBase & { itemType: 'album'; fields: AlbumPriceFields; vipContent: boolean });

/**
 * §7 album/{albumId}/buy takes the id of a video or a photo album: a released video with that id
 * first (videos.id), else a released photo album (albums.id of type 'album'; sedcards are not
 * sold). Null when neither exists. `voucherHeld` comes with it in the same statement.
 */
export async function findBuyableItem(db: DbOrTx, id: number, now: Date, guestId: number): Promise<BuyableItem | null> {
  const day = formatCalendarDay(berlinDayOf(now));
  const [video] = await db
    .select({
      itemId: videos.id,
      actorId: videos.actorId,
      title: videos.title,
      currency: videos.currency,
      bannedCountryCodes: actors.bannedCountryCodes,
      isFree: videos.isFree,
      isVip: videos.isVip,
      isVip30Offer: videos.isVip30Offer,
      price: videos.price,
      basePrice: videos.basePrice,
      // §3 the daily deal of the buyer's Berlin day (today's offer), not a fixed column.
      dailyBonusPrice: dealPriceSql('video', day),
      voucherHeld: voucherHeld({ guestId, type: PURCHASE_VOUCHER_TYPES.video, actorId: videos.actorId, now }),
    })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(and(eq(videos.id, id), lte(videos.releasedAt, now)))
    .limit(1);
  if (video) {
    const { itemId, actorId, title, currency, bannedCountryCodes, voucherHeld: held, ...fields } = video;
    return { itemType: 'video', itemId, actorId, title, currency, bannedCountryCodes, voucherHeld: held, fields, vipContent: fields.isVip };
  }

  const [album] = await db
    .select({
      itemId: albums.id,
      actorId: albums.actorId,
      title: albums.title,
      currency: albums.currency,
      bannedCountryCodes: actors.bannedCountryCodes,
      isFree: albums.isFree,
      isVipContent: albums.isVipContent,
      price: albums.price,
      basePrice: albums.basePrice,
      dailyBonusPrice: dealPriceSql('album', day),
      voucherHeld: voucherHeld({ guestId, type: PURCHASE_VOUCHER_TYPES.album, actorId: albums.actorId, now }),
    })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(and(eq(albums.id, id), eq(albums.type, 'album'), lte(albums.releasedAt, now)))
    .limit(1);
  if (album) {
    const { itemId, actorId, title, currency, bannedCountryCodes, voucherHeld: held, ...fields } = album;
    return { itemType: 'album', itemId, actorId, title, currency, bannedCountryCodes, voucherHeld: held, fields, vipContent: fields.isVipContent };
  }
  return null;
}
