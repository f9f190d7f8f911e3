import { describe, expect, it } from 'vitest';
import { chooseIncentives, type GuestFacts, type IncentiveRoute } from '@/lib/server/conversion/choose-incentives';

const now = new Date('2030-05-01T10:00:00Z');
const HOME: IncentiveRoute = { name: '/', args: {} };
const VIDEO: IncentiveRoute = { name: '/amateur/[actorName]/video/[videoId]', args: { actorName: 'x', videoId: '100001' } };
const guest = (over: Partial<Extract<GuestFacts, { kind: 'guest' }>> = {}): GuestFacts => ({
  kind: 'guest',
  balance: 0,
  isPayingCustomer: false,
  restricted: false,
  isVip: false,
  vipDaysEndAt: null,
  ...over,
});
const types = (facts: GuestFacts, route = HOME, snoozed = new Set<never>()) => chooseIncentives(facts, route, snoozed, now).map((item) => item.type);

describe('§7 conversion area: page-load incentives from the guest’s state (sorted by priority descending, §4)', () => {
  it('a visitor gets sign-up while sign-up is open, nothing when it is closed (§5)', () => {
    expect(types({ kind: 'visitor', signupOpen: true })).toEqual(['signup']);
    expect(types({ kind: 'visitor', signupOpen: false })).toEqual([]);
  });

  it('a guest who never paid gets the first top-up, not the refill, even at 0 €', () => {
    expect(types(guest())).toEqual(['firstTopUp']);
  });

  it('a paying guest gets the refill below 5,00 € only', () => {
    expect(types(guest({ isPayingCustomer: true, balance: 499 }))).toEqual(['refill']);
    expect(types(guest({ isPayingCustomer: true, balance: 500 }))).toEqual([]);
  });

  it('§6 a restricted guest (top-up = compensation) gets no top-up offer', () => {
    expect(types(guest({ restricted: true }))).toEqual([]);
    expect(types(guest({ restricted: true, isPayingCustomer: true, balance: 0 }))).toEqual([]);
  });

  it('VIP is offered on video pages to guests without VIP, after the higher-priority top-up', () => {
    expect(types(guest(), VIDEO)).toEqual(['firstTopUp', 'vip']);
    expect(types(guest({ isVip: true }), VIDEO)).toEqual(['firstTopUp']);
    expect(types(guest({ isPayingCustomer: true, balance: 2000 }), HOME)).toEqual([]);
  });

  it('VIP days ending within 3 days count down to their real end; further away or past: nothing', () => {
    const in2Days = new Date(now.getTime() + 2 * 86_400_000);
    const [ending] = chooseIncentives(guest({ isPayingCustomer: true, balance: 2000, isVip: true, vipDaysEndAt: in2Days }), HOME, new Set(), now);
    expect(ending).toMatchObject({ type: 'vipEnding', region: 'corner', countdown: 2 * 86_400, countdownStartTime: now.getTime() / 1000 });
    expect(types(guest({ isPayingCustomer: true, balance: 2000, isVip: true, vipDaysEndAt: new Date(now.getTime() + 4 * 86_400_000) }))).toEqual([]);
    expect(types(guest({ isPayingCustomer: true, balance: 2000, isVip: false, vipDaysEndAt: new Date(now.getTime() - 1000) }))).toEqual([]);
  });

  it('hidden or dismissed types are left out', () => {
    expect(chooseIncentives(guest(), VIDEO, new Set(['firstTopUp'] as const), now).map((item) => item.type)).toEqual(['vip']);
  });

  it('no incentive counts down unless something really ends', () => {
    const all = [...chooseIncentives(guest(), VIDEO, new Set(), now), ...chooseIncentives({ kind: 'visitor', signupOpen: true }, VIDEO, new Set(), now)];
    expect(all.every((item) => item.countdown === null && item.countdownStartTime === null)).toBe(true);
  });
});
