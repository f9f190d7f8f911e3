import type { DailyBonusKind, OfferCondition, OfferEffect, OfferGrant } from '@/lib/contracts/daily-bonus';

export type PlannedOffer = {
  kind: DailyBonusKind;
  price: number;
  stock: number | null;
  conditions: OfferCondition[];
  effect: OfferEffect;
  grant: OfferGrant;
  withWallpaper: boolean;
};

/** Something the catalogue sells, for the video and photo album offers (at about half its price). */
export type DealItem = { id: number; price: number };

const ROTATION: DailyBonusKind[] = ['oneDayVip', 'video', 'topUpPercent', 'photoAlbum', 'videoVoucher', 'merchandise', 'topUpFlat', 'messengerGift'];

const effect = (name: OfferEffect['name'], value: number, unit: OfferEffect['unit'], code: string | null = null): OfferEffect => ({ name, value, unit, code });
const dealPrice = (price: number) => Math.max(99, Math.round(price / 200) * 100 - 1);

/**
 * §3 the offer of one Berlin day: the kinds take turns by the day's number, so every kind comes
 * round every eight days and yesterday, today and tomorrow always differ. Pure.
 */
export function planOffer(dayNumber: number, items: { video: DealItem | null; album: DealItem | null }): PlannedOffer {
  const kind = ROTATION[((dayNumber % ROTATION.length) + ROTATION.length) % ROTATION.length]!;
  return offerOfKind(kind, items);
}

export function offerOfKind(kind: DailyBonusKind, items: { video: DealItem | null; album: DealItem | null }): PlannedOffer {
  switch (kind) {
    case 'oneDayVip':
      return {
        kind,
        price: 0,
        stock: 500,
        conditions: [{ name: 'nonVip', value: 1 }],
        effect: effect('vipDays', 1, 'days'),
        grant: { type: 'benefits', benefits: [{ kind: 'vipSubscription', days: 1 }] },
        withWallpaper: true,
      };
    case 'video':
    case 'photoAlbum': {
      const item = kind === 'video' ? items.video : items.album;
      // Without anything to sell, the day gets a video voucher instead.
      if (!item) return offerOfKind('videoVoucher', items);
      const price = dealPrice(item.price);
      return {
        kind,
        price,
        stock: null,
        conditions: [],
        effect: effect('dealPrice', price, 'cents'),
        grant: { type: 'item', itemType: kind === 'video' ? 'video' : 'album', itemId: item.id },
        withWallpaper: false,
      };
    }
    case 'topUpPercent':
      return {
        kind,
        price: 0,
        stock: null,
        conditions: [],
        effect: effect('topUpPercent', 20, 'percent'),
        grant: { type: 'topUpBonus', mode: 'percent', value: 20, maxCents: 1000 },
        withWallpaper: true,
      };
    case 'topUpFlat':
      return {
        kind,
        price: 0,
        stock: null,
        conditions: [{ name: 'minTopUp', value: 2000 }],
        effect: effect('topUpFlat', 500, 'cents'),
        grant: { type: 'topUpBonus', mode: 'flat', value: 500, maxCents: 500 },
        withWallpaper: false,
      };
    case 'merchandise':
      return {
        kind,
        price: 1490,
        stock: 50,
        conditions: [],
        effect: effect('merchandise', 1, 'pieces'),
        grant: { type: 'merchandise', article: 'mug' },
        withWallpaper: false,
      };
    case 'messengerGift':
      return {
        kind,
        price: 0,
        stock: 300,
        conditions: [],
        effect: effect('messengerGifts', 3, 'pieces'),
        grant: { type: 'benefits', benefits: [{ kind: 'messengerGifts', amount: 3, validDays: 30 }] },
        withWallpaper: true,
      };
    case 'videoVoucher':
      return {
        kind,
        price: 0,
        stock: 1000,
        conditions: [],
        effect: effect('videoVouchers', 1, 'pieces'),
        grant: { type: 'benefits', benefits: [{ kind: 'videoVoucher', amount: 1, validDays: 30 }] },
        withWallpaper: true,
      };
  }
}

/** The number of a calendar day (days since 1970-01-01), for the rotation. */
export function dayNumber(day: { year: number; month: number; day: number }): number {
  return Math.floor(Date.UTC(day.year, day.month - 1, day.day) / 86_400_000);
}
