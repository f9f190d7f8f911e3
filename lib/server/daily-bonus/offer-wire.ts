import 'server-only';
import type { DailyBonusOffer } from '@/lib/contracts/daily-bonus';
import type { dailyBonusOffers } from '@/lib/server/db/schema/events';
import { wallpaperLinks } from './wallpaper-links';

export type OfferRow = typeof dailyBonusOffers.$inferSelect;
export type ItemContent = { video: DailyBonusOffer['content']['video']; album: DailyBonusOffer['content']['album'] };

/** A stored offer as §3 names its fields (date, offer, conditions, effect, quantity, purchased, free, content). */
export function toOfferWire(row: OfferRow, purchased: boolean, items: ItemContent): DailyBonusOffer {
  const gifts = row.grant.type === 'benefits' ? row.grant.benefits.find((benefit) => benefit.kind === 'messengerGifts') : undefined;
  return {
    id: row.id,
    date: row.day,
    kind: row.kind,
    conditions: row.conditions,
    effect: row.effect,
    price: row.price > 0 ? { value: row.price, currency: 'EUR' } : null,
    free: row.price === 0,
    quantity: row.stockLeft,
    quantityTotal: row.stockTotal,
    purchased,
    content: {
      video: items.video,
      album: items.album,
      wallpaper: row.wallpaperSeed === null ? null : wallpaperLinks(row.id),
      messengerGift: gifts ? { amount: gifts.amount } : null,
    },
  };
}
