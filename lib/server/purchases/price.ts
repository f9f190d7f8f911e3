/**
 * Price rules (§3 video and album fields), pure: what a guest pays for one item. Amounts
 * are integer minor units (EUR cents).
 */

/** §3 video fields the price depends on. `price` is already the discounted / on-sale price; `basePrice` is the list price (shown struck through, never charged). */
export type VideoPriceFields = {
  isFree: boolean;
  isVip: boolean;
  isVip30Offer: boolean;
  price: number;
  basePrice: number;
  dailyBonusPrice: number | null;
};

/** §3 photo album fields the price depends on. */
export type AlbumPriceFields = { isFree: boolean; isVipContent: boolean; price: number; basePrice: number; dailyBonusPrice: number | null };

/**
 * notForSale: a free item, everyone may watch it (409 NOT_FOR_SALE). flatrate: included in the
 * guest's VIP membership, nothing to pay. pay: the amount to charge (0 is possible for a
 * non-free item priced at zero; it is recorded as bought without moving money).
 */
export type PriceQuote = { kind: 'notForSale' } | { kind: 'flatrate' } | { kind: 'pay'; amount: number };

const cents = (value: number) => Math.max(0, Math.trunc(value));

/**
 * A video: free → not for sale; a VIP video for a VIP guest → flatrate (§6); else its price, or
 * today's daily deal (dailyBonusPrice, §3 daily bonus offer "video") when that is lower.
 * vip30 offers (isVip30Offer) cost their price like any other video: the flag only decides where
 * the video is shown (the vip30 category), there is no price rule of its own.
 */
export function videoPrice(video: VideoPriceFields, guest: { isVip: boolean }): PriceQuote {
  if (video.isFree) return { kind: 'notForSale' };
  if (video.isVip && guest.isVip) return { kind: 'flatrate' };
  return payLower(video.price, video.dailyBonusPrice);
}

/**
 * A photo album: free → not for sale; VIP content for a VIP guest → flatrate; else its price, or
 * today's daily deal (§3 daily bonus offer "photo album") when that is lower.
 */
export function albumPrice(album: AlbumPriceFields, guest: { isVip: boolean }): PriceQuote {
  if (album.isFree) return { kind: 'notForSale' };
  if (album.isVipContent && guest.isVip) return { kind: 'flatrate' };
  return payLower(album.price, album.dailyBonusPrice);
}

function payLower(price: number, dailyBonusPrice: number | null): PriceQuote {
  const list = cents(price);
  const deal = dailyBonusPrice === null ? null : cents(dailyBonusPrice);
  return { kind: 'pay', amount: deal !== null && deal < list ? deal : list };
}

/** The performer's share of a sale: half (our choice; the spec names no figure). */
export const PERFORMER_SHARE = 0.5;

/** Splits a paid amount: the performer gets the share rounded down, the platform the rest, so the parts always sum to the amount. */
export function splitSale(amount: number): { performer: number; platform: number } {
  const performer = Math.floor(amount * PERFORMER_SHARE);
  return { performer, platform: amount - performer };
}
