import { describe, expect, it } from 'vitest';
import { chooseAutoBox, isDailyReward, streakSlots, tagRewardTier } from '@/components/event-boxes/event-box-rules';
import { berlinToday } from '@/components/event-boxes/calendar-days';
import { eventsByMonth } from '@/components/event-boxes/year-months';
import type { DailyBonusOffer } from '@/lib/contracts/daily-bonus';
import type { StreakStatusWire } from '@/lib/contracts/event-boxes';

const offer = (patch: Partial<DailyBonusOffer> = {}): DailyBonusOffer => ({
  id: 7,
  date: '2026-06-01',
  kind: 'videoVoucher',
  conditions: [],
  effect: { name: 'videoVouchers', value: 1, unit: 'pieces', code: null },
  price: null,
  free: true,
  quantity: null,
  quantityTotal: null,
  purchased: false,
  content: { video: null, album: null, wallpaper: null, messengerGift: null },
  ...patch,
});
const streak = (patch: Partial<StreakStatusWire> = {}): StreakStatusWire => ({
  today: '2026-06-01',
  days: 2,
  done: 1,
  todayDone: true,
  roundStart: '2026-05-31',
  claimable: false,
  claimed: false,
  spins: 3,
  ...patch,
});
const newGuest = { isVip: false, isPayingCustomer: false };
const unseen = { tagReward: false, fiveDays: false };

describe('§2 tag-reward tiers (§6 roles)', () => {
  it('basic before the first payment, advanced for a paying customer, pro for a VIP', () => {
    expect(tagRewardTier(newGuest)).toBe('basic');
    expect(tagRewardTier({ isVip: false, isPayingCustomer: true })).toBe('advanced');
    expect(tagRewardTier({ isVip: true, isPayingCustomer: true })).toBe('pro');
  });

  it('offers only a free offer that is left, not taken, and whose conditions fit her', () => {
    expect(isDailyReward(offer(), newGuest)).toBe(true);
    expect(isDailyReward(null, newGuest)).toBe(false);
    expect(isDailyReward(offer({ free: false, price: { value: 199, currency: 'EUR' } }), newGuest)).toBe(false);
    expect(isDailyReward(offer({ purchased: true }), newGuest)).toBe(false);
    expect(isDailyReward(offer({ quantity: 0, quantityTotal: 10 }), newGuest)).toBe(false);
    expect(isDailyReward(offer({ conditions: [{ name: 'vip', value: 0 }] }), newGuest)).toBe(false);
    expect(isDailyReward(offer({ conditions: [{ name: 'vip', value: 0 }] }), { isVip: true, isPayingCustomer: true })).toBe(true);
    expect(isDailyReward(offer({ conditions: [{ name: 'payingCustomer', value: 0 }] }), newGuest)).toBe(false);
    expect(isDailyReward(offer({ conditions: [{ name: 'minTopUp', value: 2000 }] }), newGuest)).toBe(true);
  });
});

describe('§2 at most one box by itself per page view', () => {
  it('the daily reward wins over the streak; the streak comes once the reward was seen', () => {
    expect(chooseAutoBox({ roles: newGuest, seen: unseen, offer: offer(), streak: streak() })).toMatchObject({ kind: 'tagReward', tier: 'basic' });
    expect(chooseAutoBox({ roles: newGuest, seen: { tagReward: true, fiveDays: false }, offer: offer(), streak: streak() })).toMatchObject({ kind: 'fiveDays' });
    expect(chooseAutoBox({ roles: newGuest, seen: unseen, offer: offer({ purchased: true }), streak: streak() })).toMatchObject({ kind: 'fiveDays' });
    expect(chooseAutoBox({ roles: newGuest, seen: { tagReward: true, fiveDays: true }, offer: offer(), streak: streak() })).toBeNull();
    expect(chooseAutoBox({ roles: newGuest, seen: { tagReward: true, fiveDays: false }, offer: null, streak: streak({ todayDone: false }) })).toBeNull();
  });

  it('draws the round: days done, today, days to come', () => {
    expect(streakSlots({ done: 0, todayDone: true })).toEqual(['today', 'coming', 'coming', 'coming', 'coming']);
    expect(streakSlots({ done: 4, todayDone: true })).toEqual(['done', 'done', 'done', 'done', 'today']);
  });
});

describe('§2 yearly calendar months', () => {
  it('lists an event under every month its days touch, once, in order; other years stay out', () => {
    const easter = { id: 1, type: 'easter' as const, state: 'past' as const, firstDay: '2026-03-30', lastDay: '2026-04-12' };
    const advent = { id: 2, type: 'adventCalendar' as const, state: 'live' as const, firstDay: '2026-12-01', lastDay: '2026-12-24' };
    const old = { id: 3, type: 'halloween' as const, state: 'past' as const, firstDay: '2025-10-25', lastDay: '2025-10-31' };
    const months = eventsByMonth([advent, easter, easter, old], 2026);
    expect(months).toHaveLength(12);
    expect(months[2]!.events.map((e) => e.id)).toEqual([1]);
    expect(months[3]!.events.map((e) => e.id)).toEqual([1]);
    expect(months[11]!.events.map((e) => e.id)).toEqual([2]);
    expect(months[9]!.events).toEqual([]);
  });
});

describe('the browser’s Berlin day (the key of “once a day”)', () => {
  it('turns at Berlin midnight, also on the DST days; a test day wins', () => {
    expect(berlinToday(null, new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(berlinToday(null, new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(berlinToday(null, new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(berlinToday(null, new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    expect(berlinToday('2026-05-10', new Date('2026-10-25T23:00:00Z'))).toBe('2026-05-10');
    expect(berlinToday('not-a-day', new Date('2026-01-01T12:00:00Z'))).toBe('2026-01-01');
  });

  it('is the day Europe/Berlin shows, every half hour of 2026–2028 (the summer-time rule without a time-zone formatter)', () => {
    const berlin = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
    const wrong: string[] = [];
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2029, 0, 1); time += 1_800_000) {
      const now = new Date(time);
      if (berlinToday(null, now) !== berlin.format(now)) wrong.push(now.toISOString());
    }
    expect(wrong).toEqual([]);
  });
});
