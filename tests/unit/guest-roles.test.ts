import { describe, expect, it } from 'vitest';
import {
  isAnonymous,
  isBlockedForComments,
  isLocked,
  isLoggedIn,
  isPayingCustomer,
  isPremium,
  isRestricted,
  isTvSubscriber,
  isVip,
  mayUseRealtimeCommands,
  needsForcedPayment,
  type RoleSession,
  restrictionReason,
  topUpFlow,
  vipButtonAction,
} from '@/lib/guest/roles';

type Guest = NonNullable<RoleSession>;

const guest = (change: Partial<Guest> = {}): Guest => ({
  isVip: false,
  isVXTVAboSubscriber: false,
  isPremium: false,
  isPayingCustomer: false,
  isRestricted: false,
  restrictionLevel: 0,
  isLocked: false,
  isBlockedForComments: false,
  isForcePayment: false,
  hasAvs: false,
  ...change,
});
const visitor: RoleSession = null;

describe('§6 roles', () => {
  it('anonymous visitor: not logged in, holds no role at all', () => {
    expect(isAnonymous(visitor)).toBe(true);
    expect(isLoggedIn(visitor)).toBe(false);
    for (const role of [isVip, isTvSubscriber, isPremium, isPayingCustomer, isRestricted, isLocked, isBlockedForComments, needsForcedPayment]) {
      expect(role(visitor)).toBe(false);
    }
  });

  it('logged-in guest: logged in, not anonymous', () => {
    expect(isLoggedIn(guest())).toBe(true);
    expect(isAnonymous(guest())).toBe(false);
  });

  it('"VIP subscriber (also counts as TV subscriber)", and premium', () => {
    const vip = guest({ isVip: true });
    expect(isVip(vip)).toBe(true);
    expect(isTvSubscriber(vip)).toBe(true);
    expect(isPremium(vip)).toBe(true);
  });

  it('"premium guest (TV or VIP)": a TV subscriber is premium but not VIP; premium days alone count too', () => {
    const tv = guest({ isVXTVAboSubscriber: true });
    expect([isVip(tv), isTvSubscriber(tv), isPremium(tv)]).toEqual([false, true, true]);
    const days = guest({ isPremium: true });
    expect([isVip(days), isTvSubscriber(days), isPremium(days)]).toEqual([false, false, true]);
    expect(isPremium(guest())).toBe(false);
  });

  it('paying customer, locked guest, guest blocked from comments', () => {
    expect(isPayingCustomer(guest({ isPayingCustomer: true }))).toBe(true);
    expect(isLocked(guest({ isLocked: true }))).toBe(true);
    expect(isBlockedForComments(guest({ isBlockedForComments: true }))).toBe(true);
  });

  it('"restricted guest (with a restrictionLevel)": any level above 0', () => {
    expect(isRestricted(guest({ restrictionLevel: 1 }))).toBe(true);
    expect(isRestricted(guest({ isRestricted: true, restrictionLevel: 3 }))).toBe(true);
    expect(isRestricted(guest())).toBe(false);
  });

  it('"guest requiring forced payment"', () => {
    expect(needsForcedPayment(guest({ isForcePayment: true, restrictionLevel: 2 }))).toBe(true);
    expect(needsForcedPayment(guest({ restrictionLevel: 1 }))).toBe(false);
  });

  it('"Realtime commands (notifications, favourites, channels, messages, one-click) are sent only when logged in"; a locked guest sends none', () => {
    expect(mayUseRealtimeCommands(visitor)).toBe(false);
    expect(mayUseRealtimeCommands(guest())).toBe(true);
    expect(mayUseRealtimeCommands(guest({ isLocked: true }))).toBe(false);
  });

  it('"Restricted guest: a top-up opens the operator compensation flow instead"', () => {
    expect(topUpFlow(guest({ restrictionLevel: 1 }))).toBe('opcompensation');
    expect(topUpFlow(guest())).toBe('moneycharge');
  });

  it('"VIP: the VIP subscription button does nothing; not logged in, it leads to login"', () => {
    expect(vipButtonAction(guest({ isVip: true }))).toBe('none');
    expect(vipButtonAction(visitor)).toBe('login');
    expect(vipButtonAction(guest())).toBe('subscribe');
  });
});

describe('§6 "Guest restriction reasons: needLogin, needAgeCheck, needAbo, needPurchase"', () => {
  it('an action that needs nothing is open to everyone', () => {
    expect(restrictionReason(visitor, {})).toBeNull();
    expect(restrictionReason(guest({ isForcePayment: true }), {})).toBeNull();
  });

  it('needLogin: "Not logged in: may log in or sign up", every need implies login; a locked guest too', () => {
    expect(restrictionReason(visitor, { login: true })).toBe('needLogin');
    expect(restrictionReason(visitor, { avs: true })).toBe('needLogin');
    expect(restrictionReason(visitor, { abo: true, purchase: true })).toBe('needLogin');
    expect(restrictionReason(guest({ isLocked: true }), { login: true })).toBe('needLogin');
    expect(restrictionReason(guest(), { login: true })).toBeNull();
  });

  it('needAgeCheck: fsk-18 content without accepted age verification', () => {
    expect(restrictionReason(guest(), { avs: true })).toBe('needAgeCheck');
    expect(restrictionReason(guest({ hasAvs: true }), { avs: true })).toBeNull();
  });

  it('needAbo: premium content needs TV or VIP (VIP counts as TV); VIP-only content needs VIP', () => {
    expect(restrictionReason(guest(), { abo: true })).toBe('needAbo');
    expect(restrictionReason(guest({ isVXTVAboSubscriber: true }), { abo: true })).toBeNull();
    expect(restrictionReason(guest({ isVip: true }), { abo: true })).toBeNull();
    expect(restrictionReason(guest({ isVXTVAboSubscriber: true }), { abo: 'vip' })).toBe('needAbo');
    expect(restrictionReason(guest({ isVip: true }), { abo: 'vip' })).toBeNull();
  });

  it('needPurchase: an item not bought yet', () => {
    expect(restrictionReason(guest({ isVip: true, hasAvs: true }), { purchase: true })).toBe('needPurchase');
  });

  it('reasons come in the order a guest can fix them: login, age check, abo, purchase', () => {
    const all = { avs: true, abo: true, purchase: true } as const;
    expect(restrictionReason(visitor, all)).toBe('needLogin');
    expect(restrictionReason(guest(), all)).toBe('needAgeCheck');
    expect(restrictionReason(guest({ hasAvs: true }), all)).toBe('needAbo');
    expect(restrictionReason(guest({ hasAvs: true, isVip: true }), all)).toBe('needPurchase');
  });

  it('a guest requiring forced payment pays before anything else: needPurchase for every action that needs a guest', () => {
    const forced = guest({ isForcePayment: true, restrictionLevel: 2, hasAvs: true, isVip: true });
    expect(restrictionReason(forced, { login: true })).toBe('needPurchase');
    expect(restrictionReason(forced, { avs: true })).toBe('needPurchase');
    expect(restrictionReason(forced, { abo: true })).toBe('needPurchase');
  });
});
