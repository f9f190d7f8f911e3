import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const config = { NODE_ENV: 'test', ALLOW_TEST_DAYS: undefined as string | undefined };
vi.mock('@/lib/server/env', () => ({ env: () => config }));

const { isOfferDay, offerDayEndsAt, offerDays } = await import('@/lib/server/daily-bonus/offer-days');
const { dayNumber, planOffer } = await import('@/lib/server/daily-bonus/offer-plan');
const { topUpBonusAmount } = await import('@/lib/server/daily-bonus/apply-top-up-bonus');
const { requestNow } = await import('@/lib/server/events/request-now');
const { wallpaperSvg } = await import('@/lib/server/daily-bonus/wallpaper-svg');
const { addDays } = await import('@/lib/server/tv/berlin-days');

describe('§3/§9 the daily bonus day is the Berlin day', () => {
  it('turns at Berlin midnight, not at UTC midnight', () => {
    // 23:59:59 in Berlin (winter, UTC+1) is 22:59:59 UTC; one second later is the next day.
    expect(offerDays(new Date('2026-11-28T22:59:59Z')).today).toBe('2026-11-28');
    expect(offerDays(new Date('2026-11-28T23:00:00Z'))).toEqual({ yesterday: '2026-11-28', today: '2026-11-29', tomorrow: '2026-11-30' });
    // Summer (UTC+2): 00:30 Berlin on 1 July is still 30 June in UTC.
    expect(offerDays(new Date('2026-06-30T22:30:00Z')).today).toBe('2026-07-01');
  });

  it('ends at 23:59:59 Berlin time, also on both DST change days of 2026', () => {
    expect(offerDayEndsAt(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe('2026-11-28T22:59:59.000Z');
    // 29 March 2026 has 23 hours: it ends at 23:59:59 CEST = 21:59:59 UTC.
    expect(offerDayEndsAt(new Date('2026-03-29T00:30:00Z')).toISOString()).toBe('2026-03-29T21:59:59.000Z');
    // 25 October 2026 has 25 hours: it ends at 23:59:59 CET = 22:59:59 UTC.
    expect(offerDayEndsAt(new Date('2026-10-25T00:30:00Z')).toISOString()).toBe('2026-10-25T22:59:59.000Z');
    // The hour repeated at 02:00–03:00 on 25 October still belongs to that day.
    expect(offerDays(new Date('2026-10-25T00:30:00Z')).today).toBe('2026-10-25');
    expect(offerDays(new Date('2026-10-25T01:30:00Z')).today).toBe('2026-10-25');
  });

  it('an offer may be taken only on its own day', () => {
    expect(isOfferDay('2026-11-28', new Date('2026-11-28T22:59:59Z'))).toBe(true);
    expect(isOfferDay('2026-11-28', new Date('2026-11-28T23:00:00Z'))).toBe(false);
  });
});

describe('§3 offer selection per day', () => {
  const items = { video: { id: 1, price: 999 }, album: { id: 2, price: 599 } };
  it('yesterday, today and tomorrow never share a kind and every kind comes round in eight days', () => {
    const start = { year: 2026, month: 11, day: 20 };
    const kinds = Array.from({ length: 8 }, (_, i) => planOffer(dayNumber(addDays(start, i)), items).kind);
    expect(new Set(kinds).size).toBe(8);
    for (let i = 1; i < kinds.length; i++) expect(kinds[i]).not.toBe(kinds[i - 1]);
  });

  it('a video deal costs about half the video, a missing video makes the day a voucher', () => {
    const videoDay = Array.from({ length: 8 }, (_, i) => dayNumber(addDays({ year: 2026, month: 1, day: 1 }, i))).find((n) => planOffer(n, items).kind === 'video')!;
    expect(planOffer(videoDay, items)).toMatchObject({ price: 499, grant: { type: 'item', itemType: 'video', itemId: 1 } });
    expect(planOffer(videoDay, { video: null, album: null }).kind).toBe('videoVoucher');
  });
});

describe('§3 top-up bonus amounts', () => {
  it('percent of the top-up capped at its maximum, flat as it is', () => {
    expect(topUpBonusAmount({ mode: 'percent', value: 20, maxCents: 1000 }, 2500)).toBe(500);
    expect(topUpBonusAmount({ mode: 'percent', value: 20, maxCents: 1000 }, 10_000)).toBe(1000);
    expect(topUpBonusAmount({ mode: 'percent', value: 20, maxCents: 1000 }, 4)).toBe(0);
    expect(topUpBonusAmount({ mode: 'flat', value: 500, maxCents: 500 }, 2000)).toBe(500);
  });
});

describe('§2 test days reach the daily bonus only where allowed', () => {
  const now = new Date('2026-11-28T14:00:00Z');
  it('honours qmday (or qmdate) on a non-production server', () => {
    config.NODE_ENV = 'test';
    expect(offerDays(requestNow({ qmday: '2026-12-24' }, now)).today).toBe('2026-12-24');
    expect(offerDays(requestNow({ qmdate: '2026-04-05' }, now)).today).toBe('2026-04-05');
  });
  it('ignores it in production unless ALLOW_TEST_DAYS=1', () => {
    config.NODE_ENV = 'production';
    expect(requestNow({ qmday: '2026-12-24' }, now)).toBe(now);
    config.ALLOW_TEST_DAYS = '1';
    expect(offerDays(requestNow({ qmday: '2026-12-24' }, now)).today).toBe('2026-12-24');
    config.NODE_ENV = 'test';
    config.ALLOW_TEST_DAYS = undefined;
  });
});

describe('§3 wallpapers', () => {
  it('are the same picture for a seed, sized per variant, and only shapes', () => {
    const hd = wallpaperSvg(42, 'hd');
    expect(hd).toBe(wallpaperSvg(42, 'hd'));
    expect(hd).not.toBe(wallpaperSvg(43, 'hd'));
    expect(hd).toContain('width="1920" height="1080"');
    expect(wallpaperSvg(42, 'mobile')).toContain('width="1080" height="1920"');
    expect(hd).not.toMatch(/<script|<image|href=/);
  });
});
