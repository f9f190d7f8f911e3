import { describe, expect, it } from 'vitest';
import type { DailyBonusOffer } from '@/lib/contracts/daily-bonus';
import { dailyBonusEventConfig } from '@/lib/server/daily-bonus/cache-flag';

const offer = (quantity: number | null): DailyBonusOffer => ({
  id: 1,
  date: '2026-03-29',
  kind: 'oneDayVip',
  conditions: [],
  effect: { name: 'vipDays', value: 1, unit: 'days', code: null },
  price: null,
  free: true,
  quantity,
  quantityTotal: quantity === null ? null : 500,
  purchased: false,
  content: { video: null, album: null, wallpaper: null, messengerGift: null },
});

describe('§7 daily bonus event config: the cache flag', () => {
  it('an unlimited offer may be kept until the next Berlin midnight, also on the spring DST day (23 h)', () => {
    const now = new Date('2026-03-29T00:30:00Z'); // 01:30 CET, before the clocks jump
    expect(dailyBonusEventConfig({ current: offer(null), testDay: null, now })).toEqual({ cache: true, cacheUntil: '2026-03-29T22:00:00.000Z', testDay: null });
  });

  it('at the autumn DST change the day has 25 h: kept until midnight CET', () => {
    const now = new Date('2026-10-25T21:00:00Z'); // 22:00 CET
    expect(dailyBonusEventConfig({ current: null, testDay: null, now }).cacheUntil).toBe('2026-10-25T23:00:00.000Z');
  });

  it('just before Berlin midnight the answer is kept only until that midnight', () => {
    const now = new Date('2026-11-28T22:59:59Z'); // 23:59:59 CET
    expect(dailyBonusEventConfig({ current: offer(null), testDay: null, now }).cacheUntil).toBe('2026-11-28T23:00:00.000Z');
  });

  it('a limited offer with stock left is never kept (its quantity drops with each claim); a sold-out one is', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(dailyBonusEventConfig({ current: offer(12), testDay: null, now })).toEqual({ cache: false, cacheUntil: null, testDay: null });
    expect(dailyBonusEventConfig({ current: offer(0), testDay: null, now }).cache).toBe(true);
  });

  it('a test day is never kept', () => {
    const now = new Date('2026-12-24T10:00:00Z');
    expect(dailyBonusEventConfig({ current: offer(null), testDay: '2026-12-24', now })).toEqual({ cache: false, cacheUntil: null, testDay: '2026-12-24' });
  });
});
