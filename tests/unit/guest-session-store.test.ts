// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestSession } from '@/lib/contracts/guest-session';
import { expectSubscriptionUpdate, onSubscriptionUpdate } from '@/lib/realtime/subscription-callbacks';
import { reactToGuestEvents } from '@/lib/guest/session-reactions';
import { setPendingTopUpCallback } from '@/lib/guest/top-up-callback';
import { guestSessionStore, useGuestBalance, useGuestSession, useIsPremium, useIsTvSubscriber, useIsVip, useLockedOut } from '@/stores/guest-session';

const logOut = vi.fn(async () => {});
vi.mock('@/lib/guest/guest-auth', () => ({ logOut }));

const session = (change: Partial<GuestSession> = {}): GuestSession => ({
  id: 10001,
  isLoggedIn: true,
  name: 'demo',
  email: 'demo@example.com',
  isEmailVerified: true,
  avatar: null,
  balance: 5000,
  balanceFormatted: '50 €',
  isPayingCustomer: false,
  isVip: false,
  isVXTVAboSubscriber: false,
  isPremium: false,
  hasAvs: false,
  avsStatus: 'unknown',
  avsRejectMessage: null,
  isLocked: false,
  isRestricted: false,
  restrictionLevel: 0,
  isBlockedForComments: false,
  isForcePayment: false,
  vouchers: [],
  loyaltyPoints: 0,
  boughtGifts: {},
  showDataProtection: false,
  conversionChat: { candidateEndsAt: null, eligibleEndsAt: null },
  geoLocation: null,
  testGroups: [],
  isTestDevice: false,
  tileGridSettings: {},
  ...change,
});

const actions = () => guestSessionStore.getState().actions;
const current = () => guestSessionStore.getState().session;

afterEach(() => {
  // Unmount the rendered hooks first: a store change after the test would schedule React work that
  // could run after the file's jsdom is gone (an uncaught "window is not defined" in a later file).
  cleanup();
  actions().sessionEnded();
  actions().lockNoticeClosed();
  logOut.mockClear();
});

describe('guest session store (§3 guest session, §4 explicit setters)', () => {
  it('"Guest state is loaded … and changes via explicit setters (balance, vip, lock, avs status, vouchers, data-protection flag)"', () => {
    actions().sessionLoaded(session());
    actions().balanceChanged({ balance: 1250, balanceFormatted: '12,50 €', isPayingCustomer: true });
    actions().lockChanged(true);
    actions().vouchersChanged([{ type: 2, amount: 600, actorId: null }]);
    actions().dataProtectionChanged(true);
    expect(current()).toMatchObject({
      balance: 1250,
      balanceFormatted: '12,50 €',
      isPayingCustomer: true,
      isLocked: true,
      vouchers: [{ type: 2, amount: 600, actorId: null }],
      showDataProtection: true,
    });
  });

  it('§6 VIP counts as TV subscriber and makes the guest premium; TV alone is premium, not VIP', () => {
    actions().sessionLoaded(session());
    actions().vipChanged(true);
    expect(current()).toMatchObject({ isVip: true, isVXTVAboSubscriber: true, isPremium: true });
    actions().tvChanged(false);
    expect(current()?.isVXTVAboSubscriber).toBe(true);
    actions().vipChanged(false);
    actions().tvChanged(false);
    expect(current()).toMatchObject({ isVip: false, isVXTVAboSubscriber: false, isPremium: false });
    actions().tvChanged(true);
    expect(current()).toMatchObject({ isVip: false, isVXTVAboSubscriber: true, isPremium: true });
  });

  it('premium days from a bonus code keep the guest premium when VIP and TV end', () => {
    actions().sessionLoaded(session({ isPremium: true }));
    actions().vipChanged(true);
    actions().vipChanged(false);
    actions().tvChanged(false);
    expect(current()).toMatchObject({ isVip: false, isVXTVAboSubscriber: false, isPremium: true });
  });

  it('§4 avs status: set → accepted with has-avs, revoked → unknown, pending, rejected with the server message', () => {
    actions().sessionLoaded(session());
    actions().avsStatusChanged('accepted');
    expect(current()).toMatchObject({ hasAvs: true, avsStatus: 'accepted', avsRejectMessage: null });
    actions().avsStatusChanged('rejected', 'The document was not readable.');
    expect(current()).toMatchObject({ hasAvs: false, avsStatus: 'rejected', avsRejectMessage: 'The document was not readable.' });
    actions().avsStatusChanged('pending', 'ignored');
    expect(current()).toMatchObject({ hasAvs: false, avsStatus: 'pending', avsRejectMessage: null });
    actions().avsStatusChanged('unknown');
    expect(current()).toMatchObject({ hasAvs: false, avsStatus: 'unknown' });
  });

  it('setters before the session has arrived change nothing: the session answer is the newer truth', () => {
    actions().balanceChanged({ balance: 1, balanceFormatted: '0,01 €', isPayingCustomer: false });
    actions().vipChanged(true);
    expect(current()).toBeNull();
  });

  it('reset on logout empties the session; the lock notice outlives it until closed or the next login', () => {
    actions().sessionLoaded(session());
    actions().lockChanged(true);
    actions().sessionEnded();
    expect(current()).toBeNull();
    expect(guestSessionStore.getState().lockedOut).toBe(true);
    actions().sessionLoaded(session());
    expect(guestSessionStore.getState().lockedOut).toBe(false);
  });

  it('selector hooks follow the store; the header balance (useGuestBalance) reads the same session', () => {
    const { result } = renderHook(() => ({ session: useGuestSession(), balance: useGuestBalance(), vip: useIsVip(), tv: useIsTvSubscriber(), premium: useIsPremium() }));
    expect(result.current).toEqual({ session: null, balance: null, vip: false, tv: false, premium: false });
    act(() => actions().sessionLoaded(session({ isVip: true, isVXTVAboSubscriber: true, isPremium: true })));
    expect(result.current.balance).toEqual({ balance: 5000, balanceFormatted: '50 €', isPayingCustomer: false });
    expect([result.current.vip, result.current.tv, result.current.premium]).toEqual([true, true, true]);
    const before = result.current.balance;
    act(() => actions().dataProtectionChanged(true));
    expect(result.current.balance).toBe(before);
    act(() => actions().balanceChanged({ balance: 700, balanceFormatted: '7 €', isPayingCustomer: true }));
    expect(result.current.balance).toEqual({ balance: 700, balanceFormatted: '7 €', isPayingCustomer: true });
    act(() => actions().sessionEnded());
    expect(result.current.session).toBeNull();
  });
});

/** The page's session as the reactions use it: `on` only; the test plays the server's events. */
function fakeSession() {
  const handlers = new Map<string, (message: unknown) => void>();
  const on = (type: string, handler: (message: unknown) => void) => (handlers.set(type, handler), () => handlers.delete(type));
  return { session: { on } as never, emit: (message: { type: string } & Record<string, unknown>) => handlers.get(message.type)?.(message), handlers };
}

describe('§4 reactions to the §7 guest events', () => {
  it('guestBalance, guestVouchers and dataProtection go to the session without a reload', () => {
    const { session: source, emit } = fakeSession();
    const reload = vi.fn();
    reactToGuestEvents(source, reload);
    actions().sessionLoaded(session());
    emit({ type: 'guestBalance', guestBalance: 300, guestBalanceFormatted: '3 €', guestIsPayingCustomer: true });
    emit({ type: 'guestVouchers', vouchers: [{ type: 1, amount: 2, actorId: 7 }] });
    emit({ type: 'dataProtection', showDataProtection: true });
    expect(current()).toMatchObject({ balance: 300, isPayingCustomer: true, vouchers: [{ type: 1, amount: 2, actorId: 7 }], showDataProtection: true });
    expect(reload).not.toHaveBeenCalled();
  });

  it('"Guest locked: logout": the session is marked locked and the page logs out', async () => {
    const { session: source, emit } = fakeSession();
    reactToGuestEvents(source, vi.fn());
    actions().sessionLoaded(session());
    emit({ type: 'guestLocked' });
    expect(current()?.isLocked).toBe(true);
    const { result } = renderHook(() => useLockedOut());
    expect(result.current).toBe(true);
    await vi.waitFor(() => expect(logOut).toHaveBeenCalledTimes(1));
  });

  it('avs pending and rejected set the status only; set and revoked set it, then reload', () => {
    const { session: source, emit } = fakeSession();
    const reload = vi.fn();
    reactToGuestEvents(source, reload);
    actions().sessionLoaded(session());
    emit({ type: 'avsPending' });
    emit({ type: 'avsRejected', message: 'Too blurry.' });
    expect(current()).toMatchObject({ avsStatus: 'rejected', avsRejectMessage: 'Too blurry.' });
    expect(reload).not.toHaveBeenCalled();
    emit({ type: 'avsSet' });
    expect(current()).toMatchObject({ avsStatus: 'accepted', hasAvs: true });
    emit({ type: 'avsRevoked' });
    expect(current()).toMatchObject({ avsStatus: 'unknown', hasAvs: false });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('"VIP abo update: sets VIP and TV flags", then the reload', () => {
    const { session: source, emit } = fakeSession();
    const reload = vi.fn();
    reactToGuestEvents(source, reload);
    actions().sessionLoaded(session());
    emit({ type: 'vipUpdate', isVip: true });
    emit({ type: 'tvUpdate', isVXTVAboSubscriber: true });
    expect(current()).toMatchObject({ isVip: true, isVXTVAboSubscriber: true, isPremium: true });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('§4 "VIP or TV subscription update: run callback, else reload": only the update of the page\'s own grant runs the part\'s callback', () => {
    const { session: source, emit } = fakeSession();
    const reload = vi.fn();
    reactToGuestEvents(source, reload);
    actions().sessionLoaded(session());
    const callback = vi.fn();
    const stop = onSubscriptionUpdate(callback);
    // A VIP subscription bought in the overlay (no grant of this page asked for it): reload.
    emit({ type: 'vipUpdate', isVip: true });
    expect(callback).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
    // The page's own grant (a VIP day won at a game): its part shows it, no reload.
    expectSubscriptionUpdate();
    emit({ type: 'vipUpdate', isVip: true });
    expect(callback).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(current()).toMatchObject({ isVip: true });
    // Expected, but the part is gone: reload.
    stop();
    expectSubscriptionUpdate();
    emit({ type: 'tvUpdate', isVXTVAboSubscriber: true });
    expect(callback).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('§4 "when a subscription starts, a purchase is tracked with its price in EUR" (analytics consent given)', () => {
    document.cookie = 'cc=f0a1; Path=/';
    const { session: source, emit } = fakeSession();
    reactToGuestEvents(source, vi.fn());
    actions().sessionLoaded(session());
    emit({ type: 'vipUpdate', isVip: true });
    const layer = () => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? [];
    expect(layer()).toEqual([]);
    emit({ type: 'vipUpdate', isVip: true, started: { flow: 'trialvipabo', price: 199, currency: 'EUR' } });
    expect(layer()).toEqual([expect.objectContaining({ event: 'purchase', ecommerce: expect.objectContaining({ currency: 'EUR', value: 1.99 }) })]);
    document.cookie = 'cc=; Max-Age=0; Path=/';
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });

  it('§4 "Guest balance: a payment runs the pending top-up callback" once the balance rises', () => {
    const { session: source, emit } = fakeSession();
    reactToGuestEvents(source, vi.fn());
    actions().sessionLoaded(session());
    const callback = vi.fn();
    emit({ type: 'guestBalance', guestBalance: 100, guestBalanceFormatted: '1 €', guestIsPayingCustomer: false });
    setPendingTopUpCallback(callback);
    emit({ type: 'guestBalance', guestBalance: 50, guestBalanceFormatted: '0,50 €', guestIsPayingCustomer: false });
    expect(callback).not.toHaveBeenCalled();
    emit({ type: 'guestBalance', guestBalance: 2050, guestBalanceFormatted: '20,50 €', guestIsPayingCustomer: true });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('"apply events newer than the read": a guestBalance older than the snapshot already shown is ignored, a newer one applies', () => {
    const { session: source, emit } = fakeSession();
    reactToGuestEvents(source, vi.fn());
    actions().sessionLoaded(session());
    // The snapshot after sessionAck read version 7; the event of version 6 (published before that read) arrives after it.
    emit({ type: 'guestBalance', guestBalance: 2000, guestBalanceFormatted: '20 €', guestIsPayingCustomer: true, version: 7 });
    const callback = vi.fn();
    setPendingTopUpCallback(callback);
    emit({ type: 'guestBalance', guestBalance: 9000, guestBalanceFormatted: '90 €', guestIsPayingCustomer: true, version: 6 });
    emit({ type: 'guestBalance', guestBalance: 9000, guestBalanceFormatted: '90 €', guestIsPayingCustomer: true, version: 7 });
    expect(current()).toMatchObject({ balance: 2000, balanceFormatted: '20 €' });
    // A stale event is no payment either: the pending top-up callback does not run for it.
    expect(callback).not.toHaveBeenCalled();
    emit({ type: 'guestBalance', guestBalance: 1700, guestBalanceFormatted: '17 €', guestIsPayingCustomer: true, version: 8 });
    expect(current()).toMatchObject({ balance: 1700, balanceFormatted: '17 €' });
    // A new login reads the session afresh: what was known of the old one orders nothing.
    actions().sessionEnded();
    actions().sessionLoaded(session());
    emit({ type: 'guestBalance', guestBalance: 300, guestBalanceFormatted: '3 €', guestIsPayingCustomer: true, version: 2 });
    expect(current()).toMatchObject({ balance: 300 });
  });

  it('the returned function stops every reaction', () => {
    const { session: source, handlers } = fakeSession();
    const stop = reactToGuestEvents(source, vi.fn());
    // 14 + voicecallStart and voicecallStop (tests/unit/voice-call-rules.test.ts).
    expect(handlers.size).toBe(16);
    stop();
    expect(handlers.size).toBe(0);
  });
});
