import { describe, expect, it } from 'vitest';
import { albumPrice, splitSale, type VideoPriceFields, videoPrice } from '@/lib/server/purchases/price';

const video = (over: Partial<VideoPriceFields> = {}): VideoPriceFields => ({
  isFree: false,
  isVip: false,
  isVip30Offer: false,
  price: 999,
  basePrice: 999,
  dailyBonusPrice: null,
  ...over,
});
const guest = { isVip: false };
const vipGuest = { isVip: true };

describe('video price (§3 price and basePrice, dailyBonusPrice, vip, isVip30Offer, free)', () => {
  it('§3 price is what is charged: a discounted or on-sale video costs its price, not the basePrice (list price)', () => {
    expect(videoPrice(video({ price: 599, basePrice: 999 }), guest)).toEqual({ kind: 'pay', amount: 599 });
    expect(videoPrice(video(), guest)).toEqual({ kind: 'pay', amount: 999 });
  });

  it('§3 dailyBonusPrice (today\'s daily deal) is charged when it is lower than the price', () => {
    expect(videoPrice(video({ price: 999, dailyBonusPrice: 499 }), guest)).toEqual({ kind: 'pay', amount: 499 });
  });

  it('§3 dailyBonusPrice that is not lower than the price changes nothing', () => {
    expect(videoPrice(video({ price: 599, basePrice: 999, dailyBonusPrice: 799 }), guest)).toEqual({ kind: 'pay', amount: 599 });
    expect(videoPrice(video({ price: 599, dailyBonusPrice: 599 }), guest)).toEqual({ kind: 'pay', amount: 599 });
  });

  it('§3 free clips are not for sale, for VIP guests too', () => {
    expect(videoPrice(video({ isFree: true, price: 0, basePrice: 0 }), guest)).toEqual({ kind: 'notForSale' });
    expect(videoPrice(video({ isFree: true, isVip: true }), vipGuest)).toEqual({ kind: 'notForSale' });
  });

  it('§6 VIP videos are included for VIP guests (flatrate, nothing to pay), sold to the others', () => {
    expect(videoPrice(video({ isVip: true }), vipGuest)).toEqual({ kind: 'flatrate' });
    expect(videoPrice(video({ isVip: true, price: 1499 }), guest)).toEqual({ kind: 'pay', amount: 1499 });
    expect(videoPrice(video({ isVip: false }), vipGuest)).toEqual({ kind: 'pay', amount: 999 });
  });

  it('§3 isVip30Offer has no price rule of its own: the video costs its price', () => {
    expect(videoPrice(video({ isVip30Offer: true, price: 799, basePrice: 999 }), guest)).toEqual({ kind: 'pay', amount: 799 });
    expect(videoPrice(video({ isVip30Offer: true }), vipGuest)).toEqual({ kind: 'pay', amount: 999 });
  });
});

describe('photo album price (§3 free, price, isVipContent)', () => {
  const album = { isFree: false, isVipContent: false, price: 499, basePrice: 799, dailyBonusPrice: null };

  it('§3 an album costs its price (already the on-sale price), free albums are not for sale', () => {
    expect(albumPrice(album, guest)).toEqual({ kind: 'pay', amount: 499 });
    expect(albumPrice({ ...album, isFree: true, price: 0, basePrice: 0 }, guest)).toEqual({ kind: 'notForSale' });
  });

  it('§3 "the video and album daily-bonus price comes from today\'s offer": the deal when lower, never more than the price', () => {
    expect(albumPrice({ ...album, dailyBonusPrice: 199 }, guest)).toEqual({ kind: 'pay', amount: 199 });
    expect(albumPrice({ ...album, dailyBonusPrice: 699 }, guest)).toEqual({ kind: 'pay', amount: 499 });
    expect(albumPrice({ ...album, isVipContent: true, dailyBonusPrice: 199 }, vipGuest)).toEqual({ kind: 'flatrate' });
  });

  it('§3 isVipContent albums are included for VIP guests (flatrate)', () => {
    expect(albumPrice({ ...album, isVipContent: true }, vipGuest)).toEqual({ kind: 'flatrate' });
    expect(albumPrice({ ...album, isVipContent: true }, guest)).toEqual({ kind: 'pay', amount: 499 });
  });
});

describe('the sale split between performer and platform', () => {
  it('the performer gets half rounded down, the platform the rest, so the parts sum to the price', () => {
    expect(splitSale(999)).toEqual({ performer: 499, platform: 500 });
    expect(splitSale(1000)).toEqual({ performer: 500, platform: 500 });
    expect(splitSale(1)).toEqual({ performer: 0, platform: 1 });
    for (const amount of [0, 99, 199, 1499, 1999, 123_457]) {
      const { performer, platform } = splitSale(amount);
      expect(performer + platform).toBe(amount);
      expect(Number.isInteger(performer)).toBe(true);
    }
  });
});
